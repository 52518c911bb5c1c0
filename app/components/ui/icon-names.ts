import type { IconName } from '~/content/schemas'

// Content chooses from iconNames in content/schemas.ts.
export const uiIconNames = [
  'arrow-right',
  'arrow-up',
  'chevron-down',
  'chevron-right',
  'circle-check',
  'external-link',
  'lightbulb',
  'menu',
  'share-2',
  'x',
] as const

// Drawn in the page's first round trip; a browser test fails when a first screen needs another.
export const firstScreenIconNames = [
  'chevron-down',
  'clock',
  'mail',
  'menu',
  'phone',
  'share-2',
  'x',
] as const satisfies readonly (IconName | (typeof uiIconNames)[number])[]

import type { IconName } from '~/content/schemas'

/** Icons the interface itself uses (content chooses from iconNames in content/schemas.ts). */
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

/**
 * Icons a first screen shows on a phone (the header, the menu, the call buttons, a post's share
 * links): their drawings come at the top of the page, within its first round trip; every other
 * icon's at the end (components/layout/page-assets.tsx). A browser test fails when a first screen
 * needs one that is not here.
 */
export const firstScreenIconNames = [
  'chevron-down',
  'clock',
  'mail',
  'menu',
  'phone',
  'share-2',
  'x',
] as const satisfies readonly (IconName | (typeof uiIconNames)[number])[]

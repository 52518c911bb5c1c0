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

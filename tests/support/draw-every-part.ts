/**
 * A stylesheet that draws the parts a browser skips while they are far from view
 * (`content-visibility: auto`, decision 019). axe finds a text's background by hit testing, so the
 * contrast checks add it first and judge each part as a visitor near it sees it.
 */
export const DRAW_EVERY_PART_CSS = '* { content-visibility: visible !important; }'

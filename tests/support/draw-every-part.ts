// axe finds a text's background by hit testing, which skips parts with `content-visibility: auto`.
export const DRAW_EVERY_PART_CSS = '* { content-visibility: visible !important; }'

/** The tab's icon, drawn once: public/favicon.svg (also the business's logo in structured data). */
export const FAVICON_SVG_PATH = '/favicon.svg'

/**
 * The home page links the icon as a file, for Google's results (a multiple of 48 px, as Google
 * asks); the build draws it from the SVG (react-router.config.ts).
 */
export const FAVICON_FILE = { path: '/favicon-48.png', size: 48 } as const

/** Every other page carries the icon inside: a tab's 16 px at twice the density. */
export const INLINE_ICON_SIZE = 32

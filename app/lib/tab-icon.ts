export const FAVICON_SVG_PATH = '/favicon.svg'

// Linked as a file, in the size Google's results ask for.
export const FAVICON_FILE = { path: '/favicon-48.png', size: 48 } as const

export const INLINE_ICON_SIZE = 32

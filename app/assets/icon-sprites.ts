import firstScreen from './icons-first-screen.svg?raw'
import rest from './icons-rest.svg?raw'

/** The two icon sprites as text, for the pages to carry (components/layout/page-assets.tsx). */
export const iconSprites = { firstScreen, rest }

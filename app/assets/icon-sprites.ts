import firstScreen from './icons-first-screen.svg?raw'
import rest from './icons-rest.svg?raw'

export const iconSprites = { firstScreen, rest }

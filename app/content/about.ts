import file from '../../content/about.json'
import type { AboutContent } from './schemas'

/** Words of /about (content/about.json). */
export const aboutContent = file as AboutContent

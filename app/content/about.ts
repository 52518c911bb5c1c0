import file from '../../content/about.json'
import type { AboutContent } from './schemas'

export const aboutContent = file as AboutContent

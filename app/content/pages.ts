import file from '../../content/pages.json'
import type { PagesFile } from './schemas'

/** Title, description, headings and short copy of every page (content/pages.json). */
export const pages = file as PagesFile

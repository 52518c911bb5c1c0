import file from '../../content/pages.json'
import type { PagesFile } from './schemas'

export const pages = file as PagesFile

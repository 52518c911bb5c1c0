import file from '../../content/layout.json'
import type { LayoutContent } from './schemas'

/** Header, menu, footer and map words of every page (content/layout.json). */
export const layoutContent = file as LayoutContent

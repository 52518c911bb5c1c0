import file from '../../content/layout.json'
import type { LayoutContent } from './schemas'

export const layoutContent = file as LayoutContent

import file from '../../content/notices.json'
import type { NoticesContent } from './schemas'

/** The 404 and error pages, a section that failed, toasts (content/notices.json; spec-fixed words pinned by the schema). */
export const noticesContent = file as NoticesContent

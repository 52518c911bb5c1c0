import file from '../../content/notices.json'
import type { NoticesContent } from './schemas'

export const noticesContent = file as NoticesContent

import file from '../../content/contact.json'
import type { ContactContent } from './schemas'

export const contactContent = file as ContactContent

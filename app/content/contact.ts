import file from '../../content/contact.json'
import type { ContactContent } from './schemas'

/** Words of /contact and its form (content/contact.json). */
export const contactContent = file as ContactContent

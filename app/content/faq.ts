import file from '../../content/faq.json'
import type { Faq } from './schemas'

/** The 20 questions of the home page FAQ (content/faq.json). */
export const faq: readonly Faq[] = file.faq

import file from '../../content/faq.json'
import type { Faq } from './schemas'

export const faq: readonly Faq[] = file.faq

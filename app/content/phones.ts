import file from '../../content/phones.json'
import type { Phone, PhonesFile } from './schemas'

/** The company's numbers (content/phones.json): the site's own, and the second one some copy uses. */
const phones = file satisfies PhonesFile
export const primaryPhone: Phone = phones.primary
export const secondaryPhone: Phone = phones.secondary

import file from '../../content/phones.json'
import type { Phone, PhonesFile } from './schemas'

const phones = file satisfies PhonesFile
export const primaryPhone: Phone = phones.primary
export const secondaryPhone: Phone = phones.secondary

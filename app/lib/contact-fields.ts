/**
 * The contact form's fields (spec §5): names, types, required flags. The same limits bind the
 * server's schema (issue: leads), so a form the browser accepts is a form the server stores.
 */
export const CONTACT_FORM_NAME = 'contact'
export const HONEYPOT_FIELD = 'bot-field'

export const contactFields = [
  { name: 'name', type: 'text', required: true, maxLength: 120, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'phone', type: 'text', required: false, maxLength: 40, autoComplete: 'tel' },
  { name: 'comment', type: 'textarea', required: true, maxLength: 5000, autoComplete: 'off' },
] as const

export type ContactFieldName = (typeof contactFields)[number]['name']

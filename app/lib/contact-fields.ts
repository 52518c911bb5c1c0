// The browser's own constraint checks: the server refuses only what no browser would send.
export const CONTACT_FORM_NAME = 'contact'
export const CONTACT_FORM_ID = 'contact-form'
export const HONEYPOT_FIELD = 'bot-field'
// A robot posts at once; the server keeps such a post as spam.
export const FORM_SHOWN_FIELD = 'form-shown-ms'

export const contactFields = [
  { name: 'name', type: 'text', required: true, maxLength: 120, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'phone', type: 'text', required: false, maxLength: 40, autoComplete: 'tel' },
  { name: 'comment', type: 'textarea', required: true, maxLength: 5000, autoComplete: 'off' },
] as const

// Empty without script; the server then reads the post's Referer.
export const SOURCE_FIELDS = ['source-page', 'source-referrer', 'source-landing'] as const
export const SOURCE_FIELD_MAX_LENGTH = 2000

// Three inputs of one file each: Netlify Forms takes one file per input.
export const PHOTO_FIELDS = ['photo-1', 'photo-2', 'photo-3'] as const
export type PhotoField = (typeof PHOTO_FIELDS)[number]
export const PHOTO_LIMITS = {
  files: PHOTO_FIELDS.length,
  fileBytes: 15 * 1024 * 1024,
  totalBytes: 40 * 1024 * 1024,
  // Also the size the browser scales a photo to before sending it.
  maxSide: 2048,
} as const
const PHOTOS_NOT_KEPT_ANCHOR = 'photos-not-kept'

/** What a visitor is told after sending: it depends on the urgency and on the photos. */
type SentPhotos = 'none' | 'kept' | 'notKept'
export type SentOutcome = { emergency: boolean; photos: SentPhotos }
export const SENT_OUTCOMES: readonly SentOutcome[] = [false, true].flatMap((emergency) =>
  (['none', 'kept', 'notKept'] as const).map((photos) => ({ emergency, photos })),
)
const photosAnchor = { none: '', kept: 'photos-sent', notKept: PHOTOS_NOT_KEPT_ANCHOR } as const
// The thank-you page is static: each outcome is an element it shows as the URL's #target.
export function sentAnchor({ emergency, photos }: SentOutcome): string {
  return [emergency ? 'emergency' : '', photosAnchor[photos]].filter(Boolean).join('-')
}
// An iPhone then sends its HEIC photos as JPEG.
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'

export const isPhotoField = (name: string): name is PhotoField =>
  PHOTO_FIELDS.some((field) => field === name)

export const SERVICE_FIELD = 'service'
export const NOT_SURE = 'not-sure'
export const URGENCY_FIELD = 'urgency'
export const URGENCIES = ['emergency', 'week', 'flexible'] as const
export type Urgency = (typeof URGENCIES)[number]
export const isUrgency = (value: string): value is Urgency =>
  URGENCIES.some((urgency) => urgency === value)

export type ContactField = (typeof contactFields)[number]
export type ContactFieldName = ContactField['name']
export type FieldProblem = 'required' | 'tooLong' | 'email' | 'oneLine'

export function isContactFieldName(name: string): name is ContactFieldName {
  return contactFields.some((field) => field.name === name)
}

// The HTML standard's "valid e-mail address", the pattern <input type="email"> checks.
const VALID_EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
const LINE_BREAK = /[\r\n]/
// The ASCII whitespace the standard strips from an e-mail input's value.
const EDGE_WHITESPACE = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g

// A form post sends a textarea's line breaks as CRLF, while maxlength counted each as one.
export function normaliseField(field: ContactField, value: string): string {
  if (field.type === 'textarea') return value.replace(/\r\n?/g, '\n')
  if (field.type === 'email') return value.replace(EDGE_WHITESPACE, '')
  return value
}

// A browser strips line breaks from a one-line input, so they mark a tampered post.
export function fieldProblem(field: ContactField, value: string): FieldProblem | undefined {
  if (field.type !== 'textarea' && LINE_BREAK.test(value)) return 'oneLine'
  if (field.required && value === '') return 'required'
  if (value.length > field.maxLength) return 'tooLong'
  if (field.type === 'email' && value !== '' && !VALID_EMAIL_ADDRESS.test(value)) return 'email'
  return undefined
}

export type FormOutcome = 'fields' | 'tooLarge' | 'tooFast' | 'unavailable' | 'failed'

export function formOutcome(status: number, hasFieldErrors: boolean): FormOutcome {
  // A request too large because of its photos names them: the visitor checks the marked fields.
  if ((status === 400 || status === 413) && hasFieldErrors) return 'fields'
  if (status === 413) return 'tooLarge'
  if (status === 429) return 'tooFast'
  if (status === 503) return 'unavailable'
  return 'failed'
}

const MEGABYTE = 1024 * 1024

export function photoProblemMessage(template: string, field?: PhotoField): string {
  return template
    .replaceAll('{n}', field ? String(PHOTO_FIELDS.indexOf(field) + 1) : '')
    .replaceAll('{max}', String(PHOTO_LIMITS.fileBytes / MEGABYTE))
    .replaceAll('{total}', String(PHOTO_LIMITS.totalBytes / MEGABYTE))
}

export function problemMessage(template: string, field: ContactField): string {
  return template.replaceAll('{max}', String(field.maxLength))
}

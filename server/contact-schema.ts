import { z } from 'zod'
import { CONTACT_FORM_NAME, HONEYPOT_FIELD, contactFields } from '../app/lib/contact-fields'

/**
 * One definition of the contact form, shared with the page: the field names, required flags and
 * lengths come from app/lib/contact-fields.ts, which also renders the form's inputs.
 */
const limits = Object.fromEntries(contactFields.map((field) => [field.name, field.maxLength]))
// C0 control characters and DEL, except tab and the line breaks a message may contain.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LINE_BREAKS = /[\r\n]/

function text(field: 'name' | 'email' | 'phone' | 'comment', required: boolean, multiline = false) {
  const max = limits[field] ?? 0
  let schema = z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'contains control characters')
    .transform((value) => value.trim())
  if (!multiline) schema = schema.refine((value) => !LINE_BREAKS.test(value), 'must be on one line')
  return required ? schema.refine((value) => value.length > 0, 'is required') : schema
}

export const contactSubmissionSchema = z.strictObject({
  'form-name': z.literal(CONTACT_FORM_NAME, { error: `must be "${CONTACT_FORM_NAME}"` }),
  name: text('name', true),
  email: text('email', true).pipe(z.email({ error: 'must be a valid email address' })),
  phone: text('phone', false).default(''),
  comment: text('comment', true, true),
  submit: z.string().max(200, 'must be at most 200 characters').optional(),
  [HONEYPOT_FIELD]: z.string().max(2000, 'must be at most 2000 characters').optional(),
})

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>
export type FieldError = { field: string; message: string }

export const knownFields = new Set(Object.keys(contactSubmissionSchema.shape))

/** Validates a parsed form; every problem is named by its field (missing, unknown or invalid). */
export function validateSubmission(
  fields: Record<string, string>,
): { ok: true; submission: ContactSubmission } | { ok: false; errors: FieldError[] } {
  const unknown = Object.keys(fields).filter((key) => !knownFields.has(key))
  if (unknown.length > 0) {
    return {
      ok: false,
      errors: unknown.map((field) => ({ field, message: 'is not a field of this form' })),
    }
  }
  const result = contactSubmissionSchema.safeParse({ ...fields })
  if (result.success) return { ok: true, submission: result.data }
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? 'form'),
      message:
        issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message,
    })),
  }
}

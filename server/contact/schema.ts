import { z } from 'zod'
import { contactContent } from '../../app/content/contact'
import { serviceMenu } from '../../app/content/services'
import {
  CONTACT_FORM_NAME,
  type ContactField,
  FORM_SHOWN_FIELD,
  NOT_SURE,
  SERVICE_FIELD,
  URGENCIES,
  URGENCY_FIELD,
  HONEYPOT_FIELD,
  type SOURCE_FIELDS,
  SOURCE_FIELD_MAX_LENGTH,
  contactFields,
  fieldProblem,
  normaliseField,
  problemMessage,
} from '../../app/lib/contact-fields'
import {
  ADDRESS_FIELD,
  ADDRESS_MAX_LENGTH,
  LOCAL_WINDOW,
  VISIT_FIELD,
} from '../../app/lib/visit-fields'

const { problems, visit: visitCopy } = contactContent.form

function fieldSchema(field: ContactField) {
  return z
    .string()
    .transform((value) => normaliseField(field, value))
    .superRefine((value, context) => {
      const problem = fieldProblem(field, value)
      if (problem)
        context.addIssue({ code: 'custom', message: problemMessage(problems[problem], field) })
    })
    .transform((value) => value.trim())
}

const sourceField = z
  .string()
  .max(SOURCE_FIELD_MAX_LENGTH, `must be at most ${SOURCE_FIELD_MAX_LENGTH} characters`)
  .optional()
const sourceFields = {
  'source-page': sourceField,
  'source-referrer': sourceField,
  'source-landing': sourceField,
} satisfies Record<(typeof SOURCE_FIELDS)[number], typeof sourceField>

const [nameField, emailField, phoneField, commentField] = contactFields

// The window is judged against the open ones when the lead is stored (server/visits/).
const visitWindowField = z
  .string()
  .refine((value) => value === '' || LOCAL_WINDOW.test(value), visitCopy.problems.window)
  .default('')
const addressField = z
  .string()
  .max(ADDRESS_MAX_LENGTH, `must be at most ${ADDRESS_MAX_LENGTH} characters`)
  .refine((value) => !/[\r\n]/.test(value), problems.oneLine)
  .transform((value) => value.trim())
  .default('')

const contactSubmissionSchema = z.strictObject({
  'form-name': z.literal(CONTACT_FORM_NAME, { error: `must be "${CONTACT_FORM_NAME}"` }),
  name: fieldSchema(nameField),
  email: fieldSchema(emailField),
  phone: fieldSchema(phoneField).default(''),
  comment: fieldSchema(commentField),
  submit: z.string().max(200, 'must be at most 200 characters').optional(),
  [HONEYPOT_FIELD]: z.string().max(2000, 'must be at most 2000 characters').optional(),
  // Any value is taken: only a number of milliseconds is read (server/contact/spam.ts).
  [FORM_SHOWN_FIELD]: z.string().max(20, 'must be at most 20 characters').optional(),
  [SERVICE_FIELD]: z
    .enum(['', NOT_SURE, ...serviceMenu.map((service) => service.slug)], {
      error: 'must be one of the services',
    })
    .default(''),
  [URGENCY_FIELD]: z.enum(['', ...URGENCIES], { error: 'must be one of the choices' }).default(''),
  [VISIT_FIELD]: visitWindowField,
  [ADDRESS_FIELD]: addressField,
  ...sourceFields,
})

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>

/** The window asked for; an emergency hides the picker, and is called back instead. */
export const requestedVisit = (submission: ContactSubmission) =>
  submission[VISIT_FIELD] !== '' && submission[URGENCY_FIELD] !== 'emergency'
    ? submission[VISIT_FIELD]
    : undefined
export type FieldError = { field: string; message: string }

const knownFields = new Set(Object.keys(contactSubmissionSchema.shape))

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
  // Named with the other problems, so the visitor mends them all at once.
  const addressProblem =
    (fields[VISIT_FIELD] ?? '') !== '' &&
    fields[URGENCY_FIELD] !== 'emergency' &&
    (fields[ADDRESS_FIELD] ?? '').trim() === ''
      ? [{ field: ADDRESS_FIELD, message: visitCopy.problems.address }]
      : []
  if (result.success)
    return addressProblem.length > 0
      ? { ok: false, errors: addressProblem }
      : { ok: true, submission: result.data }
  return {
    ok: false,
    errors: [
      ...result.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? 'form')
        const contactField = contactFields.find((candidate) => candidate.name === field)
        const missing = issue.code === 'invalid_type' && issue.input === undefined
        return {
          field,
          message:
            missing && contactField
              ? problemMessage(problems.required, contactField)
              : issue.message,
        }
      }),
      ...addressProblem,
    ],
  }
}

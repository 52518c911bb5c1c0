import type { FastifyReply, FastifyRequest } from 'fastify'
import { contactContent } from '../app/content/contact'
import { siteConfig } from '../app/content/site'
import {
  CONTACT_FORM_NAME,
  type ContactField,
  HONEYPOT_FIELD,
  SOURCE_FIELDS,
  contactFields,
  formOutcome,
  isContactFieldName,
} from '../app/lib/contact-fields'
import type { FieldError } from './contact-schema'
import { escapeHtml } from './notify'

const THANK_YOU_PATH = '/thank-you'

/** A post the server did not store: its status, the fields it names, and what was typed. */
export type Refusal = {
  status: number
  errors: FieldError[]
  values?: Record<string, string>
  retryAfterSeconds?: number
}

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json')
}

/** A stored lead (or a dropped bot post): JSON for the page's script, the thank-you page otherwise. */
export function answerAccepted(request: FastifyRequest, reply: FastifyReply, id: string) {
  if (wantsJson(request)) return reply.code(200).send({ ok: true, id })
  return reply.redirect(THANK_YOU_PATH, 303)
}

/**
 * A refused post: JSON naming the fields for the page's script (which marks them and keeps what
 * was typed), or, for a plain form post, the form again with the typed values and the fields marked.
 */
export function answerRefusal(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  reply.code(refusal.status).header('Cache-Control', 'no-store')
  if (refusal.retryAfterSeconds !== undefined)
    reply.header('Retry-After', String(refusal.retryAfterSeconds))
  if (wantsJson(request)) return reply.send({ ok: false, errors: refusal.errors })
  return reply.type('text/html; charset=utf-8').send(refusalPage(refusal))
}

const { form } = contactContent
const page = {
  style:
    'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1c1917;background:#faf8f3}' +
    'h1{color:#1d5c37;line-height:1.2}label{display:block;font-weight:600;margin-top:1rem}' +
    'input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .8rem;border:2px solid #d9d4ca;border-radius:.6rem;background:#fff}' +
    '[aria-invalid=true]{border-color:#b42318}.problem{color:#b42318;font-weight:600;margin:.25rem 0 0}' +
    'button{margin-top:1.25rem;font:inherit;font-weight:700;padding:.75rem 2rem;border:0;border-radius:999px;background:#1d5c37;color:#fff;cursor:pointer}' +
    'a{color:#1d5c37;font-weight:600}.hidden{position:absolute;left:-10000px}',
}

function fieldMarkup(
  field: ContactField,
  value: string,
  problem: string | undefined,
  first: boolean,
) {
  const copy = form.fields[field.name]
  const id = `contact-${field.name}`
  const attributes = [
    `id="${id}"`,
    `name="${field.name}"`,
    `placeholder="${escapeHtml(copy.placeholder)}"`,
    `maxlength="${field.maxLength}"`,
    field.required ? 'required' : '',
    problem ? `aria-invalid="true" aria-describedby="${id}-problem"` : '',
    problem && first ? 'autofocus' : '',
  ]
    .filter(Boolean)
    .join(' ')
  const control =
    field.type === 'textarea'
      ? `<textarea ${attributes} rows="6">${escapeHtml(value)}</textarea>`
      : `<input type="${field.type}" autocomplete="${field.autoComplete}" ${attributes} value="${escapeHtml(value)}">`
  const message = problem ? `<p class="problem" id="${id}-problem">${escapeHtml(problem)}</p>` : ''
  return `<label for="${id}">${escapeHtml(copy.label)}</label>${control}${message}`
}

/** The contact form, standalone: it works without script and posts to "/" like the real one. */
function refusalPage(refusal: Refusal): string {
  const problems = new Map(refusal.errors.map((error) => [error.field, error.message]))
  const hasFieldErrors = refusal.errors.some((error) => isContactFieldName(error.field))
  const outcome = form.outcomes[formOutcome(refusal.status, hasFieldErrors)]
  const firstInvalid = contactFields.find((field) => problems.has(field.name))?.name
  const values = refusal.values ?? {}
  const fields = contactFields
    .map((field) =>
      fieldMarkup(
        field,
        values[field.name] ?? '',
        problems.get(field.name),
        field.name === firstInvalid,
      ),
    )
    .join('')
  const phone = `<a href="${siteConfig.telLink}">${escapeHtml(siteConfig.phoneNumber)}</a>`
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(form.errorPage.title)}</title><style>${page.style}</style></head><body><main>`,
    `<h1>${escapeHtml(form.errorPage.title)}</h1>`,
    `<p role="alert">${escapeHtml(outcome)} ${phone}.</p>`,
    `<form method="post" action="/" name="${CONTACT_FORM_NAME}">`,
    `<input type="hidden" name="form-name" value="${CONTACT_FORM_NAME}">`,
    ...SOURCE_FIELDS.map(
      (name) => `<input type="hidden" name="${name}" value="${escapeHtml(values[name] ?? '')}">`,
    ),
    `<p class="hidden" aria-hidden="true"><label>${escapeHtml(form.honeypotLabel)}<input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></p>`,
    fields,
    `<button type="submit" name="submit" value="${escapeHtml(form.submitLabel)}">${escapeHtml(form.submitLabel)}</button>`,
    `</form><p><a href="/contact">${escapeHtml(form.errorPage.back)}</a></p></main></body></html>`,
  ].join('')
}

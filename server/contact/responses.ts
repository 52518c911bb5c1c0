import type { FastifyReply, FastifyRequest } from 'fastify'
import { contactContent } from '../../app/content/contact'
import { siteConfig } from '../../app/content/site'
import { serviceMenu } from '../../app/content/services'
import {
  CONTACT_FORM_NAME,
  type ContactField,
  HONEYPOT_FIELD,
  NOT_SURE,
  PHOTO_ACCEPT,
  PHOTO_FIELDS,
  SERVICE_FIELD,
  type SentOutcome,
  SOURCE_FIELDS,
  URGENCIES,
  URGENCY_FIELD,
  contactFields,
  formOutcome,
  isContactFieldName,
  isPhotoField,
  sentAnchor,
} from '../../app/lib/contact-fields'
import type { FieldError } from './schema'
import type { VisitOutcome } from '../visits/visit-queries'
import { pickerDays, visitWhen } from '../visits/visit-words'
import {
  ADDRESS_FIELD,
  LEAD_QUERY,
  type PickerDay,
  VISIT_FIELD,
  VISIT_PATH,
} from '../../app/lib/visit-fields'
import { PICKER_STYLE, pickerMarkup } from '../visits/visit-markup'
import { escapeHtml } from '../leads/email-outbox'

export const THANK_YOU_PATH = '/thank-you'

export type Refusal = {
  status: number
  errors: FieldError[]
  values?: Record<string, string>
  photosDropped?: boolean
  retryAfterSeconds?: number
  /** The open windows now, when the server could read them: the picker comes back with them. */
  openDays?: PickerDay[]
}

export function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json')
}

/**
 * The thank-you page opens at what happens next for this outcome, shown only as its target, and
 * names a booked window. A window taken meanwhile sends the visitor to pick another.
 */
export function answerAccepted(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  outcome: SentOutcome = { emergency: false, photos: 'none' },
  visit?: VisitOutcome,
) {
  const photosNotKept = outcome.photos === 'notKept'
  // Spam is answered like a lead without a window: it is never told a window's fate.
  const taken = visit && !visit.booked && visit.reason !== 'spam' ? visit : undefined
  if (wantsJson(request))
    return reply.code(200).send({
      ok: true,
      id,
      ...(photosNotKept ? { photosNotKept: true } : {}),
      ...(visit?.booked ? { visit: { when: visitWhen(visit.window) } } : {}),
      ...(taken ? { visit: { lead: id, days: pickerDays(taken.open) } } : {}),
    })
  if (taken) return reply.redirect(`${VISIT_PATH}?${LEAD_QUERY}=${encodeURIComponent(id)}`, 303)
  const anchor = sentAnchor(outcome)
  const query = visit?.booked ? `?${LEAD_QUERY}=${encodeURIComponent(id)}` : ''
  return reply.redirect(`${THANK_YOU_PATH}${query}${anchor ? `#${anchor}` : ''}`, 303)
}

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
    'a{color:#1d5c37;font-weight:600}.hidden{position:absolute;left:-10000px}' +
    'fieldset{border:0;padding:0;margin:1rem 0 0}legend{font-weight:600}select{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .8rem;border:2px solid #d9d4ca;border-radius:.6rem;background:#fff}' +
    'label.choice{font-weight:400;margin-top:.5rem}label.choice input{width:auto;margin-right:.5rem}' +
    '.emergency-call{display:none}form:has(input[name=urgency][value=emergency]:checked) .emergency-call{display:block}',
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

function extrasMarkup(
  values: Record<string, string>,
  problems: Map<string, string>,
  dropped: boolean,
) {
  const { extras } = form
  const problem = (field: string) => {
    const message = problems.get(field)
    return message ? `<p class="problem" role="alert">${escapeHtml(message)}</p>` : ''
  }
  const photoInputs = PHOTO_FIELDS.map(
    (field, index) =>
      `<label class="choice">${escapeHtml(extras.photos.photoLabel.replaceAll('{n}', String(index + 1)))} <input type="file" name="${field}" accept="${PHOTO_ACCEPT}"${problems.has(field) ? ' aria-invalid="true"' : ''}></label>${problem(field)}`,
  ).join('')
  const service = values[SERVICE_FIELD] ?? ''
  const options = [
    { value: '', label: extras.service.choose },
    ...serviceMenu.map(({ slug, name }) => ({ value: slug, label: name })),
    { value: NOT_SURE, label: extras.service.notSure },
  ]
    .map(
      ({ value, label }) =>
        `<option value="${escapeHtml(value)}"${value === service ? ' selected' : ''}>${escapeHtml(label)}</option>`,
    )
    .join('')
  const urgency = values[URGENCY_FIELD] ?? ''
  const radios = URGENCIES.map(
    (choice) =>
      `<label class="choice"><input type="radio" name="${URGENCY_FIELD}" value="${choice}"${choice === urgency ? ' checked' : ''}>${escapeHtml(extras.urgency[choice])}</label>`,
  ).join('')
  const call = `<a href="${siteConfig.telLink}">${escapeHtml(siteConfig.phoneNumber)}</a>`
  return [
    `<fieldset><legend>${escapeHtml(extras.photos.label)}</legend>`,
    dropped ? `<p role="status">${escapeHtml(form.photoProblems.attachAgain)}</p>` : '',
    photoInputs,
    problem('photos'),
    '</fieldset>',
    `<label for="contact-service">${escapeHtml(extras.service.label)}</label><select id="contact-service" name="${SERVICE_FIELD}">${options}</select>`,
    `<fieldset><legend>${escapeHtml(extras.urgency.label)}</legend>${radios}`,
    `<p class="emergency-call">${escapeHtml(extras.urgency.callNow)} ${call}</p></fieldset>`,
  ].join('')
}

// The window and the address come back as they were sent, even when the picker cannot be shown.
function visitMarkup(
  values: Record<string, string>,
  problems: Map<string, string>,
  days?: PickerDay[],
) {
  const picked = values[VISIT_FIELD] ?? ''
  const address = values[ADDRESS_FIELD] ?? ''
  if (days)
    return pickerMarkup(
      { days, picked, address },
      { [VISIT_FIELD]: problems.get(VISIT_FIELD), [ADDRESS_FIELD]: problems.get(ADDRESS_FIELD) },
    )
  return [
    picked ? `<input type="hidden" name="${VISIT_FIELD}" value="${escapeHtml(picked)}">` : '',
    address ? `<input type="hidden" name="${ADDRESS_FIELD}" value="${escapeHtml(address)}">` : '',
  ].join('')
}

function refusalPage(refusal: Refusal): string {
  const problems = new Map(refusal.errors.map((error) => [error.field, error.message]))
  const hasFieldErrors = refusal.errors.some(
    (error) =>
      isContactFieldName(error.field) ||
      isPhotoField(error.field) ||
      ['photos', VISIT_FIELD, ADDRESS_FIELD].includes(error.field),
  )
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
  const body = [
    `<h1>${escapeHtml(form.errorPage.title)}</h1>`,
    `<p role="alert">${escapeHtml(outcome)} ${phone}.</p>`,
    `<form method="post" action="/" name="${CONTACT_FORM_NAME}" enctype="multipart/form-data">`,
    `<input type="hidden" name="form-name" value="${CONTACT_FORM_NAME}">`,
    ...SOURCE_FIELDS.map(
      (name) => `<input type="hidden" name="${name}" value="${escapeHtml(values[name] ?? '')}">`,
    ),
    `<p class="hidden" aria-hidden="true"><label>${escapeHtml(form.honeypotLabel)}<input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></p>`,
    fields,
    extrasMarkup(values, problems, refusal.photosDropped === true),
    visitMarkup(values, problems, refusal.openDays),
    `<button type="submit" name="submit" value="${escapeHtml(form.submitLabel)}">${escapeHtml(form.submitLabel)}</button>`,
    `</form><p><a href="/contact">${escapeHtml(form.errorPage.back)}</a></p>`,
  ].join('')
  return plainPage(form.errorPage.title, body)
}

/** The server's own plain page: styled inline, no script, for answers without the site's pages. */
export function plainPage(title: string, body: string): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><style>${page.style}${PICKER_STYLE}</style></head><body><main>`,
    body,
    '</main></body></html>',
  ].join('')
}

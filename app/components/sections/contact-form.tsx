import { type FormEvent, useRef, useState } from 'react'
import { noticesContent } from '~/content/notices'
import type { ContactContent } from '~/content/schemas'
import { primaryPhone } from '~/content/phones'
import {
  CONTACT_FORM_NAME,
  type ContactFieldName,
  FORM_SHOWN_FIELD,
  HONEYPOT_FIELD,
  SOURCE_FIELDS,
  contactFields,
  formOutcome,
  isContactFieldName,
} from '~/lib/contact-fields'
import { leadSourceFields } from '~/lib/lead-source'
import { showToast } from '~/lib/toast'
import { useHydrated } from '~/lib/use-hydrated'
import { ToastRegion } from '~/components/layout/toast-region'

type FieldProblems = Partial<Record<ContactFieldName, string>>
type Refused = { status: number; problems: FieldProblems }

const inputClass =
  'border-line bg-surface text-ink placeholder:text-muted focus:border-brand aria-invalid:border-danger w-full rounded-xl border-2 px-4 py-3 text-base'

/** The fields a refusal names, from the server's JSON answer (anything else: none). */
async function refusedFields(response: Response): Promise<FieldProblems> {
  const problems: FieldProblems = {}
  try {
    const body: unknown = await response.json()
    const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : []
    for (const error of Array.isArray(errors) ? errors : []) {
      if (typeof error !== 'object' || error === null) continue
      const field = 'field' in error ? error.field : undefined
      const message = 'message' in error ? error.message : undefined
      if (typeof field === 'string' && typeof message === 'string' && isContactFieldName(field))
        problems[field] = message
    }
  } catch {
    // Not JSON (a proxy's error page): no field to mark; the notice still says what to do.
  }
  return problems
}

/**
 * The form's fields as a urlencoded body, the pressed submit button included, and how long the
 * page has been open (a robot sends within a second; the server files that as spam). The page's
 * own clock, from its navigation: no device's wrong time can make a person look fast.
 */
function formBody(form: HTMLFormElement, submitter: HTMLElement | null): URLSearchParams {
  const body = new URLSearchParams()
  const source: Record<string, string> = leadSourceFields()
  for (const [key, value] of new FormData(form, submitter)) {
    if (typeof value === 'string') body.append(key, source[key] ?? value)
  }
  body.append(FORM_SHOWN_FIELD, String(Math.round(performance.now())))
  return body
}

/**
 * The contact form, Netlify Forms compatible: it posts form-hosting style to "/", with the hidden
 * form-name and a honeypot. Only the browser's own required and email checks run in the page.
 * Without JavaScript it is a plain POST (the server answers with the thank-you page); with it,
 * the same POST goes by fetch, a toast reports the result, and a failure keeps what was typed.
 */
function ContactForm({ copy: form }: { copy: ContactContent['form'] }) {
  const [pending, setPending] = useState(false)
  const [problems, setProblems] = useState<FieldProblems>({})
  const sending = useRef(false)

  /** Marks what the server named, keeps every typed value, and says what to do next. */
  function showRefusal(formElement: HTMLFormElement, { status, problems: named }: Refused) {
    setProblems(named)
    const first = contactFields.find((field) => named[field.name])
    if (first) formElement.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
    const outcome = form.outcomes[formOutcome(status, first !== undefined)]
    showToast({ status: 'error', message: `${outcome} ${primaryPhone.display}.`, duration: 15_000 })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setPending(true)
    const formElement = event.currentTarget
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null
    setProblems({})
    try {
      const response = await fetch(formElement.action, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: formBody(formElement, submitter),
      })
      if (response.ok) {
        formElement.reset()
        showToast({ status: 'success', message: noticesContent.toast.sent })
      } else {
        showRefusal(formElement, {
          status: response.status,
          problems: await refusedFields(response),
        })
      }
    } catch {
      // No answer at all (offline, connection dropped): nothing was stored.
      showRefusal(formElement, { status: 0, problems: {} })
    } finally {
      sending.current = false
      setPending(false)
    }
  }

  // Set once the script sends the form (before that, a send is a plain POST the server answers).
  const enhanced = useHydrated()

  return (
    <form
      onSubmit={onSubmit}
      data-enhanced={enhanced ? 'true' : undefined}
      aria-busy={pending}
      name={CONTACT_FORM_NAME}
      method="post"
      action="/"
      data-netlify="true"
      // Netlify reads the data- form of its attributes, which is valid HTML.
      data-netlify-honeypot={HONEYPOT_FIELD}
      aria-labelledby="contact-form-heading"
      className="flex flex-col gap-5 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id="contact-form-heading" className="text-2xl font-extrabold">
          {form.heading}
        </h2>
        <p className="text-muted">{form.text}</p>
        <p className="text-sm text-muted">{form.requiredNote}</p>
      </div>
      <input type="hidden" name="form-name" value={CONTACT_FORM_NAME} />
      {SOURCE_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value="" />
      ))}
      <p className="sr-only" aria-hidden="true">
        <label>
          {form.honeypotLabel}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {contactFields.map((field) => {
        const copy = form.fields[field.name]
        const id = `contact-${field.name}`
        const problem = problems[field.name]
        const control = {
          id,
          name: field.name,
          placeholder: copy.placeholder,
          required: field.required,
          maxLength: field.maxLength,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? `${id}-problem` : undefined,
          // A corrected field drops its mark; the others keep theirs until the next send.
          onInput: () => {
            if (problem) setProblems(({ [field.name]: _dropped, ...rest }) => rest)
          },
          className: inputClass,
        }
        return (
          <div key={field.name} className="flex flex-col gap-1.5">
            <label htmlFor={id} className="font-semibold">
              {copy.label}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...control} rows={5} />
            ) : (
              <input {...control} type={field.type} autoComplete={field.autoComplete} />
            )}
            {problem ? (
              <p id={`${id}-problem`} className="text-sm font-semibold text-danger">
                {problem}
              </p>
            ) : null}
          </div>
        )
      })}
      <button
        type="submit"
        name="submit"
        value={form.submitLabel}
        disabled={pending}
        className="min-h-12 self-start rounded-full bg-brand-strong px-8 py-3 font-bold text-on-brand hover:bg-brand-hover disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? form.sendingLabel : form.submitLabel}
      </button>
    </form>
  )
}

/**
 * The contact form as an island (app/islands/): the form, and the toasts that answer a send (their
 * library is fetched with the first one).
 */
export default function ContactFormIsland({ copy }: { copy: ContactContent['form'] }) {
  return (
    <>
      <ContactForm copy={copy} />
      <ToastRegion />
    </>
  )
}

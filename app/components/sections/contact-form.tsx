import { type FormEvent, useRef, useState } from 'react'
import { noticesContent } from '~/content/notices'
import type { ContactContent } from '~/content/schemas'
import { primaryPhone } from '~/content/phones'
import { CONTACT_FORM_NAME, HONEYPOT_FIELD, contactFields } from '~/lib/contact-fields'
import { showToast } from '~/lib/toast'

const inputClass =
  'border-line bg-surface text-ink placeholder:text-muted focus:border-brand w-full rounded-xl border-2 px-4 py-3 text-base'

/** The form's fields as a urlencoded body, the pressed submit button included. */
function formBody(form: HTMLFormElement, submitter: HTMLElement | null): URLSearchParams {
  const body = new URLSearchParams()
  for (const [key, value] of new FormData(form, submitter)) {
    if (typeof value === 'string') body.append(key, value)
  }
  return body
}

/**
 * The contact form, Netlify Forms compatible: it posts form-hosting style to "/", with the hidden
 * form-name and a honeypot. Only the browser's own required and email checks run in the page.
 * Without JavaScript it is a plain POST (the server answers with the thank-you page); with it,
 * the same POST goes by fetch, a toast reports the result, and a failure keeps what was typed.
 */
export default function ContactForm({ copy: form }: { copy: ContactContent['form'] }) {
  const [pending, setPending] = useState(false)
  const sending = useRef(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setPending(true)
    const form = event.currentTarget
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: formBody(form, submitter),
      })
      if (!response.ok) throw new Error(`The form service answered ${response.status}`)
      form.reset()
      showToast({ status: 'success', message: noticesContent.toast.sent })
    } catch {
      showToast({
        status: 'error',
        message: `${noticesContent.toast.failed} ${primaryPhone.display}.`,
        duration: 15_000,
      })
    } finally {
      sending.current = false
      setPending(false)
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-busy={pending}
      name={CONTACT_FORM_NAME}
      method="post"
      action="/"
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
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
      <p className="sr-only" aria-hidden="true">
        <label>
          {form.honeypotLabel}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {contactFields.map((field) => {
        const copy = form.fields[field.name]
        const id = `contact-${field.name}`
        return (
          <div key={field.name} className="flex flex-col gap-1.5">
            <label htmlFor={id} className="font-semibold">
              {copy.label}
            </label>
            {field.type === 'textarea' ? (
              <textarea
                id={id}
                name={field.name}
                placeholder={copy.placeholder}
                required={field.required}
                maxLength={field.maxLength}
                rows={5}
                className={inputClass}
              />
            ) : (
              <input
                id={id}
                name={field.name}
                type={field.type}
                placeholder={copy.placeholder}
                required={field.required}
                maxLength={field.maxLength}
                autoComplete={field.autoComplete}
                className={inputClass}
              />
            )}
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

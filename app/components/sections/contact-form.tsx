import { type FormEvent, useEffect, useRef, useState } from 'react'
import { ToastRegion } from '~/components/layout/toast-region'
import { primaryPhone } from '~/content/phones'
import type { ContactContent, ServiceMenuItem } from '~/content/schemas'
import {
  CONTACT_FORM_ID,
  CONTACT_FORM_NAME,
  type ContactFieldName,
  FORM_SHOWN_FIELD,
  HONEYPOT_FIELD,
  PHOTO_FIELDS,
  type PhotoField,
  SOURCE_FIELDS,
  type SentOutcome,
  URGENCY_FIELD,
  contactFields,
  formOutcome,
  isContactFieldName,
  isPhotoField,
} from '~/lib/contact-fields'
import { leadSourceFields } from '~/lib/lead-source'
import { sendForm } from '~/lib/send-form'
import { showToast } from '~/lib/toast'
import { useHydrated } from '~/lib/use-hydrated'
import { type PickedPhoto, PhotoPicker } from './photo-picker'
import { QuoteExtrasFields } from './quote-extras-fields'
import { SentAnswer } from './sent-answer'
import { VisitPicker } from './visit-picker'
import {
  ADDRESS_FIELD,
  type PickerState,
  type SentVisit,
  VISIT_ANCHOR,
  VISIT_FIELD,
  sentVisit,
} from '~/lib/visit-fields'

type VisitField = typeof VISIT_FIELD | typeof ADDRESS_FIELD
type Problems = Partial<Record<ContactFieldName | PhotoField | 'photos' | VisitField, string>>
type Refused = { status: number; problems: Problems }

const inputClass =
  'border-line bg-surface text-ink placeholder:text-muted focus:border-brand aria-invalid:border-danger w-full rounded-xl border-2 px-4 py-3 text-base'

const isNamedField = (field: string): field is keyof Problems =>
  isContactFieldName(field) ||
  isPhotoField(field) ||
  field === 'photos' ||
  field === VISIT_FIELD ||
  field === ADDRESS_FIELD

const photosNotKept = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'photosNotKept' in body &&
  body.photosNotKept === true

function refusedFields(body: unknown): Problems {
  const problems: Problems = {}
  const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : []
  for (const error of Array.isArray(errors) ? errors : []) {
    if (typeof error !== 'object' || error === null) continue
    const field = 'field' in error ? error.field : undefined
    const message = 'message' in error ? error.message : undefined
    if (typeof field === 'string' && typeof message === 'string' && isNamedField(field))
      problems[field] = message
  }
  return problems
}

function formBody(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  photos: readonly PickedPhoto[],
): FormData {
  const body = new FormData()
  const source: Record<string, string> = leadSourceFields()
  for (const [key, value] of new FormData(form, submitter)) {
    if (typeof value === 'string') body.append(key, source[key] ?? value)
  }
  // The page's own clock, so that a device's wrong time cannot make a person look like a robot.
  body.append(FORM_SHOWN_FIELD, String(Math.round(performance.now())))
  // One field per photo, as the inputs of the page without script send them.
  PHOTO_FIELDS.forEach((field, index) => {
    const photo = photos[index]
    if (photo) body.append(field, photo.blob, `${field}.jpg`)
  })
  return body
}

type ContactFormProps = {
  copy: ContactContent['form']
  services: readonly Pick<ServiceMenuItem, 'slug' | 'name'>[]
  /** The open windows, written in by the Node server; absent on a static host. */
  visit?: PickerState
}

// Posts like Netlify Forms (to "/", form-name, honeypot), so without script it is a plain POST.
function ContactForm({ copy: form, services, visit }: ContactFormProps) {
  const [pending, setPending] = useState(false)
  const [progress, setProgress] = useState(0)
  const [problems, setProblems] = useState<Problems>({})
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const [sent, setSent] = useState<(SentOutcome & { visit?: SentVisit }) | null>(null)
  const sending = useRef(false)
  const sentHeading = useRef<HTMLHeadingElement>(null)

  // The answer sits above a long form: it is brought into view and read out once.
  useEffect(() => {
    if (sent) sentHeading.current?.focus()
  }, [sent])

  function showRefusal(formElement: HTMLFormElement, { status, problems: named }: Refused) {
    setProblems(named)
    const order: (keyof Problems)[] = [
      ...contactFields.map((field) => field.name),
      VISIT_FIELD,
      ADDRESS_FIELD,
    ]
    const first = order.find((name) => named[name])
    if (first) formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    const hasFieldErrors = Object.keys(named).length > 0
    const outcome = form.outcomes[formOutcome(status, hasFieldErrors)]
    showToast({ status: 'error', message: `${outcome} ${primaryPhone.display}.`, duration: 15_000 })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setPending(true)
    setProgress(0)
    const formElement = event.currentTarget
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null
    setProblems({})
    setSent(null)
    const emergency = new FormData(formElement).get(URGENCY_FIELD) === 'emergency'
    try {
      const answer = await sendForm(
        formElement.action,
        formBody(formElement, submitter, photos),
        setProgress,
      )
      if (answer.status >= 200 && answer.status < 300) {
        formElement.reset()
        for (const photo of photos) if (photo.url) URL.revokeObjectURL(photo.url)
        setPhotos([])
        setSent({
          emergency,
          photos: photos.length === 0 ? 'none' : photosNotKept(answer.body) ? 'notKept' : 'kept',
          visit: sentVisit(answer.body),
        })
      } else {
        showRefusal(formElement, { status: answer.status, problems: refusedFields(answer.body) })
      }
    } catch {
      // No answer at all (offline, connection dropped): nothing was stored, everything is kept.
      showRefusal(formElement, { status: 0, problems: {} })
    } finally {
      sending.current = false
      setPending(false)
    }
  }

  // Set once the script sends the form (before that, a send is a plain POST the server answers).
  const enhanced = useHydrated()

  return (
    <>
      {/* Stays until the next send: a visitor who looks away still finds what happens next. */}
      <div role="status" aria-live="polite" className={sent ? 'mb-6' : undefined}>
        {sent ? (
          <div className="flex flex-col gap-3 rounded-3xl border-2 border-brand bg-surface p-6 text-lg shadow-sm sm:p-8">
            <h2
              ref={sentHeading}
              tabIndex={-1}
              className="scroll-mt-24 text-2xl font-extrabold text-brand focus:outline-none"
            >
              {form.sent.heading}
            </h2>
            <SentAnswer copy={form} outcome={sent} visit={sent.visit} />
          </div>
        ) : null}
      </div>
      <form
        id={CONTACT_FORM_ID}
        onSubmit={onSubmit}
        data-enhanced={enhanced ? 'true' : undefined}
        aria-busy={pending}
        name={CONTACT_FORM_NAME}
        method="post"
        action="/"
        encType="multipart/form-data"
        data-netlify="true"
        // Netlify reads the data- form of its attributes, which is valid HTML.
        data-netlify-honeypot={HONEYPOT_FIELD}
        aria-labelledby="contact-form-heading"
        className="flex scroll-mt-24 flex-col gap-5 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
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
        <PhotoPicker
          copy={form.extras.photos}
          enhanced={enhanced}
          photos={photos}
          onPhotosChange={(next) => {
            setPhotos(next)
            setProblems((current) =>
              Object.fromEntries(
                Object.entries(current).filter(([field]) => isContactFieldName(field)),
              ),
            )
          }}
          problems={problems}
        />
        <QuoteExtrasFields copy={form.extras} services={services} />
        {visit ? (
          <VisitPicker copy={form.visit} state={visit} problems={problems} />
        ) : (
          // The Node server puts the picker here; a static host keeps the anchor the links go to.
          <div id={VISIT_ANCHOR} />
        )}
        {pending && photos.length > 0 ? (
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {form.extras.photos.progress}
            <progress value={progress} max={1} className="w-full accent-[var(--brand)]" />
          </label>
        ) : null}
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
    </>
  )
}

export default function ContactFormIsland(props: ContactFormProps) {
  return (
    <>
      <ContactForm {...props} />
      <ToastRegion />
    </>
  )
}

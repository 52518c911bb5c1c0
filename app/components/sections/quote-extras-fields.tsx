import { CallLink } from '~/components/ui/call-link'
import type { ContactContent, ServiceMenuItem } from '~/content/schemas'
import { NOT_SURE, SERVICE_FIELD, URGENCIES, URGENCY_FIELD } from '~/lib/contact-fields'

type ExtrasCopy = ContactContent['form']['extras']

const controlClass =
  'border-line bg-surface text-ink focus:border-brand w-full rounded-xl border-2 px-4 py-3 text-base'

// CSS (`.emergency-call`) shows the call link on Emergency, so it works without script.
export function QuoteExtrasFields({
  copy,
  services,
}: {
  copy: ExtrasCopy
  services: readonly Pick<ServiceMenuItem, 'slug' | 'name'>[]
}) {
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="contact-service" className="font-semibold">
          {copy.service.label}
        </label>
        <select id="contact-service" name={SERVICE_FIELD} defaultValue="" className={controlClass}>
          <option value="">{copy.service.choose}</option>
          {services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.name}
            </option>
          ))}
          <option value={NOT_SURE}>{copy.service.notSure}</option>
        </select>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">{copy.urgency.label}</legend>
        {URGENCIES.map((urgency) => (
          <label key={urgency} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={URGENCY_FIELD}
              value={urgency}
              className="size-5 accent-[var(--brand)]"
            />
            {copy.urgency[urgency]}
          </label>
        ))}
        <p className="emergency-call mt-2 flex-wrap items-center gap-3 rounded-2xl bg-tint p-4 font-semibold">
          <span>{copy.urgency.callNow}</span>
          <CallLink placement="page" variant="compact" />
        </p>
      </fieldset>
    </>
  )
}

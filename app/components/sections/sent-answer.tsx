import { CallLink } from '~/components/ui/call-link'
import type { ContactContent } from '~/content/schemas'
import type { SentOutcome } from '~/lib/contact-fields'
import { LEAD_QUERY, type SentVisit, VISIT_BOOKED_SLOT, VISIT_PATH } from '~/lib/visit-fields'
import { VisitPicker } from './visit-picker'

type SentCopy = Pick<ContactContent['form'], 'sent' | 'photosNotKept' | 'visit'>

// One wording for the contact page's answer and the thank-you page, so the two never disagree.
export function SentAnswer({
  copy,
  outcome,
  visit,
}: {
  copy: SentCopy
  outcome: SentOutcome
  visit?: SentVisit | undefined
}) {
  const { sent } = copy
  const photos = {
    none: sent.photosAsk,
    kept: sent.photosSent,
    notKept: copy.photosNotKept,
  }[outcome.photos]
  return (
    <>
      {outcome.emergency ? (
        <p className="flex flex-wrap items-center gap-3 font-semibold">
          <span>{sent.emergency}</span>
          <CallLink placement="page" />
        </p>
      ) : (
        <p>{sent.reply}</p>
      )}
      {visit && 'when' in visit ? (
        <p className="font-semibold">{copy.visit.booked.replace('{when}', visit.when)}</p>
      ) : null}
      {visit && 'lead' in visit ? <Rebook copy={copy.visit} visit={visit} /> : null}
      <p>{photos}</p>
    </>
  )
}

// A plain form, so it works the same from the island's answer and from the server's page.
export function Rebook({
  copy,
  visit,
}: {
  copy: SentCopy['visit']
  visit: Extract<SentVisit, { lead: string }>
}) {
  return (
    <form method="post" action={VISIT_PATH} className="flex flex-col gap-4 text-base">
      <input type="hidden" name={LEAD_QUERY} value={visit.lead} />
      <VisitPicker copy={copy} state={visit.picker} rebook />
      {visit.picker.days.length > 0 ? (
        <button
          type="submit"
          className="min-h-12 self-start rounded-full bg-brand-strong px-8 py-3 font-bold text-on-brand hover:bg-brand-hover"
        >
          {copy.bookLabel}
        </button>
      ) : null}
    </form>
  )
}

/** Where the Node server names the booked window on the thank-you page ("{when}"); hidden as built. */
export function BookedSlot({ copy }: { copy: SentCopy['visit'] }) {
  return (
    <p id={VISIT_BOOKED_SLOT} hidden className="mb-6 max-w-prose text-lg font-semibold">
      {copy.booked}
    </p>
  )
}

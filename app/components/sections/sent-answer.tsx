import { CallLink } from '~/components/ui/call-link'
import type { ContactContent } from '~/content/schemas'
import type { SentOutcome } from '~/lib/contact-fields'

type SentCopy = Pick<ContactContent['form'], 'sent' | 'photosNotKept'>

// One wording for the contact page's answer and the thank-you page, so the two never disagree.
export function SentAnswer({ copy, outcome }: { copy: SentCopy; outcome: SentOutcome }) {
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
      <p>{photos}</p>
    </>
  )
}

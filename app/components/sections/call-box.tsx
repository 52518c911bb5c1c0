import { ButtonLink } from '~/components/ui/button-link'
import { CallLink } from '~/components/ui/call-link'
import { bookVisitPath } from '~/lib/contact-path'

export function CallBox({
  title,
  text,
  bookOnlineLabel,
}: {
  title: string
  text: string
  bookOnlineLabel: string
}) {
  return (
    <div className="flex flex-col gap-4 rounded-3xl bg-band p-6 text-on-band">
      <h2 className="text-xl font-extrabold text-on-band">{title}</h2>
      <p className="text-on-band-muted">{text}</p>
      <CallLink placement="call-box" className="w-full" />
      <ButtonLink to={bookVisitPath} variant="outlineOnBand" className="w-full">
        {bookOnlineLabel}
      </ButtonLink>
    </div>
  )
}

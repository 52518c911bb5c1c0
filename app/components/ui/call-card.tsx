import type { CallCard as CallCardContent } from '~/content/schemas'
import { bookVisitPath } from '~/lib/contact-path'
import { ButtonLink } from './button-link'
import { CallLink } from './call-link'
import { IconTile } from './icon-tile'

export function CallCard({ card, id }: { card: CallCardContent; id: string }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
      <IconTile name="clipboard" />
      <h2 id={id} className="text-2xl font-extrabold">
        {card.title}
      </h2>
      <p className="text-muted">{card.text}</p>
      <CallLink placement="card" label={card.buttonLabel} />
      <ButtonLink to={bookVisitPath} variant="outline">
        {card.bookOnlineLabel}
      </ButtonLink>
    </div>
  )
}

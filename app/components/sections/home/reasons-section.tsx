import { Section, SectionHeading } from '~/components/ui/section'
import type { HomeContent } from '~/content/schemas'
import { IconTile } from '~/components/ui/icon-tile'

export default function ReasonsSection({ reasons }: { reasons: HomeContent['reasons'] }) {
  return (
    <Section labelledBy="reasons-heading">
      <SectionHeading id="reasons-heading">{reasons.heading}</SectionHeading>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.items.map((reason) => (
          <li key={reason.title} className="flex flex-col gap-3">
            <IconTile name={reason.icon} />
            <h3 className="text-xl font-bold">{reason.title}</h3>
            <p className="text-muted">{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

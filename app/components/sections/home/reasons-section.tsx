import { Section, SectionHeading } from '~/components/ui/section'
import type { HomeContent } from '~/content/schemas'
import { IconCard } from '~/components/ui/icon-card'

export default function ReasonsSection({ reasons }: { reasons: HomeContent['reasons'] }) {
  return (
    <Section labelledBy="reasons-heading">
      <SectionHeading id="reasons-heading">{reasons.heading}</SectionHeading>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.items.map((reason) => (
          <IconCard key={reason.title} {...reason} look="plain" />
        ))}
      </ul>
    </Section>
  )
}

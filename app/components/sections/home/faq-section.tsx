import { PhoneText } from '~/components/ui/phone-text'
import { Section } from '~/components/ui/section'
import { Icon } from '~/components/ui/icon'
import { faq } from '~/content/faq'
import { homeContent } from '~/content/home'
import type { Faq } from '~/content/schemas'

export default function FaqSection() {
  return (
    <Section tone="green" labelledBy="faq-heading">
      <div className="mb-10 flex max-w-3xl flex-col gap-3">
        <h2 id="faq-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {homeContent.faq.title}
        </h2>
        <p className="text-lg text-muted">{homeContent.faq.description}</p>
      </div>
      <FaqList entries={faq} />
    </Section>
  )
}

// Native <details>, so they open without script; also the CMS preview.
export function FaqList({ entries }: { entries: readonly Faq[] }) {
  return (
    <ul className="grid items-start gap-4 md:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.question}>
          <details className="group rounded-2xl border border-line bg-surface shadow-sm">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-bold [&::-webkit-details-marker]:hidden">
              <h3 className="text-base text-ink">{entry.question}</h3>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 text-brand transition-transform duration-150 group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-muted">
              <PhoneText text={entry.answer} />
            </p>
          </details>
        </li>
      ))}
    </ul>
  )
}

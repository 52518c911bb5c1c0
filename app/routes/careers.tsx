import { CallThenLink } from '~/components/ui/call-then-link'
import { PageHeader } from '~/components/sections/page-header'
import { Chapter, ClosingText, PageProse } from '~/components/sections/page-prose'
import { Section, SectionHeading } from '~/components/ui/section'
import { careersContent } from '~/content/careers'
import { navTitle } from '~/lib/meta-tags.server'
import { pageData } from '~/lib/page-data.server'
import type { Route } from './+types/careers'
import { IconCard } from '~/components/ui/icon-card'

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData(request, { trail: [{ name: navTitle('/careers'), path: '/careers' }] }),
    content: careersContent,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { page, content } = loaderData
  const { sections, perks, reachOut } = content
  return (
    <>
      <PageHeader title={page.h1} subtitle={page.subtitle} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-2">
          <PageProse page={page} id="careers-intro-heading" />
          <div className="flex flex-col gap-10">
            {sections.map((section, index) => (
              <Chapter
                key={section.heading}
                id={`careers-section-${index}`}
                heading={section.heading}
                paragraphs={section.paragraphs}
                look="column"
              />
            ))}
          </div>
        </div>
      </Section>
      <Section tone="tint" labelledBy="perks-heading">
        <SectionHeading id="perks-heading">{perks.heading}</SectionHeading>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {perks.items.map((perk) => (
            <IconCard key={perk.title} {...perk} />
          ))}
        </ul>
      </Section>
      <Section labelledBy="reach-out-heading">
        <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 rounded-3xl bg-tint-strong p-6 sm:p-10">
          <h2 id="reach-out-heading" className="text-3xl font-extrabold">
            {reachOut.heading}
          </h2>
          <p className="text-lg">{reachOut.text}</p>
          <ClosingText page={page} />
          <div className="flex flex-wrap gap-3">
            <CallThenLink placement="card" to="/contact" label={reachOut.buttonLabel} />
          </div>
        </div>
      </Section>
    </>
  )
}

import { StaticSvg } from '~/components/ui/static-svg'
import { PageHeader } from '~/components/sections/page-header'
import { Chapter, PageProse } from '~/components/sections/page-prose'
import { Banner } from '~/components/ui/banner'
import { ButtonLink } from '~/components/ui/button-link'
import { Icon } from '~/components/ui/icon'
import { Section, SectionHeading } from '~/components/ui/section'
import { aboutContent } from '~/content/about'
import { navTitle } from '~/lib/meta-tags.server'
import { illustrationMarkup } from '~/lib/illustration-markup.server'
import { pageData } from '~/lib/page-data.server'
import type { Route } from './+types/about'
import { IconCard } from '~/components/ui/icon-card'

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData(request, { trail: [{ name: navTitle('/about'), path: '/about' }] }),
    crew: illustrationMarkup('crew', 'h-auto w-full'),
    content: aboutContent,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, crew, content } = loaderData
  const { experience, callBanner, badges, commitment, serviceList } = content
  return (
    <>
      <PageHeader title={page.h1} subtitle={page.subtitle} />
      <Section labelledBy="experience-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <Chapter
            id="experience-heading"
            heading={experience.heading}
            paragraphs={experience.paragraphs}
            look="lead"
          >
            <ButtonLink to="/services" variant="outline">
              {experience.linkLabel}
            </ButtonLink>
          </Chapter>
          <StaticSvg markup={crew} className="w-full max-w-lg justify-self-center" />
        </div>
      </Section>
      <Banner banner={callBanner} id="about-banner-heading" />
      <Section tone="tint" labelledBy="badges-heading">
        <SectionHeading id="badges-heading">{page.h2}</SectionHeading>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {badges.map((badge) => (
            <IconCard
              key={badge.label}
              icon={badge.icon}
              title={badge.label}
              text={badge.text}
              look="beside"
            />
          ))}
        </ul>
        <PageProse page={{ ...page, h2: undefined }} id="about-prose" className="mt-10" />
      </Section>
      <Section labelledBy="commitment-heading">
        <div className="grid gap-10 lg:grid-cols-2">
          <Chapter
            id="commitment-heading"
            heading={commitment.heading}
            paragraphs={commitment.paragraphs}
            look="lead"
          />
          <div className="rounded-3xl bg-tint-strong p-6 sm:p-8">
            <h2 className="mb-4 text-2xl font-extrabold">{serviceList.heading}</h2>
            <ul className="flex flex-col gap-3">
              {serviceList.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-brand" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
    </>
  )
}

import { CheckCircle2 } from 'lucide-react'
import { CrewIllustration } from '~/components/illustrations/crew'
import { PageHeader } from '~/components/sections/page-header'
import { PageProse } from '~/components/sections/page-prose'
import { Banner } from '~/components/ui/banner'
import { ButtonLink } from '~/components/ui/button-link'
import { Icon } from '~/components/ui/icon'
import { Section, SectionHeading } from '~/components/ui/section'
import { aboutContent } from '~/content/about'
import { pages } from '~/content/pages'
import { metaTags, navTitle } from '~/lib/meta-tags'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ location }) =>
  metaTags(location.pathname, { trail: [{ name: navTitle('/about'), path: '/about' }] })

const { experience, callBanner, badges, commitment, serviceList } = aboutContent

export default function About() {
  return (
    <>
      <PageHeader title={pages.about.h1} subtitle={pages.about.subtitle} />
      <Section labelledBy="experience-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-4">
            <h2
              id="experience-heading"
              className="text-3xl font-extrabold tracking-tight sm:text-4xl"
            >
              {experience.heading}
            </h2>
            {experience.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-lg">
                {paragraph}
              </p>
            ))}
            <ButtonLink to="/services" variant="outline">
              {experience.linkLabel}
            </ButtonLink>
          </div>
          <CrewIllustration className="h-auto w-full max-w-lg justify-self-center" />
        </div>
      </Section>
      <Banner banner={callBanner} id="about-banner-heading" />
      <Section tone="tint" labelledBy="badges-heading">
        <SectionHeading id="badges-heading">{pages.about.h2}</SectionHeading>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {badges.map((badge) => (
            <li
              key={badge.label}
              className="flex gap-4 rounded-3xl border border-line bg-surface p-6"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand">
                <Icon name={badge.icon} />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-bold">{badge.label}</h3>
                <p className="text-muted">{badge.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <PageProse page={{ ...pages.about, h2: undefined }} id="about-prose" className="mt-10" />
      </Section>
      <Section labelledBy="commitment-heading">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <h2
              id="commitment-heading"
              className="text-3xl font-extrabold tracking-tight sm:text-4xl"
            >
              {commitment.heading}
            </h2>
            {commitment.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-lg">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="rounded-3xl bg-tint-strong p-6 sm:p-8">
            <h2 className="mb-4 text-2xl font-extrabold">{serviceList.heading}</h2>
            <ul className="flex flex-col gap-3">
              {serviceList.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
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

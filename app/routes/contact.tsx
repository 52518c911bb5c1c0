import { PhoneParts } from '~/components/ui/phone-parts'
import { PhoneText } from '~/components/ui/phone-text'
import { CallLink } from '~/components/ui/call-link'
import { CONTACT_FORM_ID } from '~/lib/contact-fields'
import { splitEmailAddresses } from '~/lib/email-addresses'
import { splitPhoneNumbers } from '~/lib/phone-numbers'
import { MapSection } from '~/components/layout/map-embed'
import ContactFormIsland from '~/components/sections/contact-form'
import { Island } from '~/islands/island'
import { PageHeader } from '~/components/sections/page-header'
import { ClosingText } from '~/components/sections/page-prose'
import { Banner } from '~/components/ui/banner'
import { CallCard } from '~/components/ui/call-card'
import { Icon } from '~/components/ui/icon'
import { Section, SectionHeading } from '~/components/ui/section'
import { contactContent } from '~/content/contact'
import { serviceMenu } from '~/content/services'
import { useShell } from '~/lib/use-shell'
import type { ContactBlock } from '~/content/schemas'
import { navTitle } from '~/lib/meta-tags.server'
import type { RouteHandle } from '~/lib/route-handle'
import { pageData } from '~/lib/page-data.server'
import type { Route } from './+types/contact'
import { IconCard } from '~/components/ui/icon-card'
import { IconTile } from '~/components/ui/icon-tile'

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData(request, { trail: [{ name: navTitle('/contact'), path: '/contact' }] }),
    content: contactContent,
    // Phone numbers in the intro become links at build time (no splitting ships as script).
    introParts: contactContent.intro.map(splitPhoneNumbers),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

// Works without script; the island hydrates as the visitor nears it.
export const handle: RouteHandle = { ownMap: true, islands: ['contact-form'] }

// Fixed by the specification.
export const CONTACT_MAP_HEIGHT = 450

// On a phone a row of cards scrolls sideways, so the form is near the top of the page.
const phoneRow =
  'max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:px-4'

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, content, introParts } = loaderData
  const { valuePropositions, contactBlocks, freeEstimate, closingBanner, form } = content
  const { map } = useShell()
  return (
    <>
      {/* The form's link sits beside the call on the first screen, in one row on a phone. */}
      <PageHeader title={page.h1} subtitle={page.subtitle} compactOnPhone>
        <CallLink placement="page" className="max-sm:px-3.5" />
        <a
          href={`#${CONTACT_FORM_ID}`}
          className="inline-flex min-h-12 items-center rounded-full border-2 border-brand px-6 py-3 font-bold text-brand hover:bg-brand-soft max-sm:px-3.5 max-sm:text-sm"
        >
          {form.heading}
        </a>
      </PageHeader>
      <Section labelledBy="value-propositions-heading" className="max-sm:py-6">
        <div className="mb-10 flex max-w-prose flex-col gap-4 text-lg max-sm:mb-5 max-sm:gap-3 max-sm:text-base">
          {introParts.map((parts, index) => (
            <p key={index}>
              <PhoneParts parts={parts} />
            </p>
          ))}
        </div>
        <SectionHeading id="value-propositions-heading" className="mb-3 text-xl sm:mb-8">
          {page.h2}
        </SectionHeading>
        <ul
          aria-labelledby="value-propositions-heading"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a row that scrolls sideways on a phone must scroll by keyboard too
          tabIndex={0}
          className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-5 ${phoneRow} max-sm:gap-3`}
        >
          {valuePropositions.map((item) => (
            <IconCard key={item.title} {...item} look="compact" />
          ))}
        </ul>
      </Section>
      <MapSection heading={map.heading} height={CONTACT_MAP_HEIGHT} compactOnPhone />
      {/* On a phone the map's band, of the same tint, already spaces it from the map. */}
      <Section tone="tint" labelledBy="contact-form-heading" className="max-sm:pt-0">
        <div className="grid gap-10 max-sm:gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
          <ul
            className={`grid min-w-0 content-start gap-4 sm:grid-cols-2 lg:grid-cols-1 ${phoneRow} max-sm:gap-3`}
          >
            {contactBlocks.map((block) => (
              <ContactDetail key={block.id} block={block} />
            ))}
          </ul>
          <Island
            name="contact-form"
            component={ContactFormIsland}
            props={{ copy: form, services: serviceMenu.map(({ slug, name }) => ({ slug, name })) }}
          />
        </div>
      </Section>
      <div className="bg-page py-14">
        <div className="site-container grid items-center gap-8 md:grid-cols-2">
          <CallCard card={freeEstimate} id="contact-estimate-heading" />
          <ClosingText page={page} />
        </div>
      </div>
      <Banner banner={closingBanner} id="contact-banner-heading" />
    </>
  )
}

function ContactDetail({ block }: { block: ContactBlock }) {
  const lines = [block.infoBody01, block.infoBody02, block.infoBody03].filter(
    (line) => line !== undefined,
  )
  const external = block.link?.startsWith('https://')
  return (
    <li className="flex gap-4 rounded-3xl border border-line bg-surface p-5 max-sm:relative max-sm:w-80 max-sm:shrink-0 max-sm:snap-start max-sm:p-3.5">
      <IconTile name={block.iconClass} className="max-sm:hidden" />
      {/* On a phone the link sits beside the heading and the whole card is its target, so the card is short. */}
      <div className="flex min-w-0 flex-col gap-1 max-sm:grid max-sm:flex-1 max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:content-start max-sm:items-baseline max-sm:gap-x-3 max-sm:gap-y-0.5">
        <h3 className="text-lg font-bold max-sm:text-base">{block.heading}</h3>
        {lines.map((line) => (
          <p
            key={line}
            className="[overflow-wrap:anywhere] text-muted max-sm:col-span-2 max-sm:text-sm"
          >
            {splitEmailAddresses(line).map((part, index) =>
              part.email ? (
                // An address breaks only after its @, never inside a word.
                <span key={index}>
                  <span className="whitespace-nowrap">{part.email.local}@</span>
                  <wbr />
                  <span className="whitespace-nowrap">{part.email.domain}</span>
                </span>
              ) : (
                <PhoneText key={index} text={part.text} />
              ),
            )}
          </p>
        ))}
        {block.link && block.cta ? (
          <a
            href={block.link}
            data-placement={block.link.startsWith('tel:') ? 'page' : undefined}
            className="inline-flex min-h-11 items-center gap-1.5 font-bold text-brand underline underline-offset-4 max-sm:col-start-2 max-sm:row-start-1 max-sm:min-h-0 max-sm:text-sm max-sm:after:absolute max-sm:after:inset-0 max-sm:after:rounded-3xl"
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {block.cta}
            {external ? <Icon name="external-link" className="size-4" /> : null}
          </a>
        ) : null}
      </div>
    </li>
  )
}

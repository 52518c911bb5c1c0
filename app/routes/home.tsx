import { LazyMapSection } from '~/components/layout/below-the-fold'
import { HeroSection } from '~/components/sections/home/hero-section'
import { createLazySection } from '~/components/sections/lazy-section'
import { ClosingText } from '~/components/sections/page-prose'
import { CallLink } from '~/components/ui/call-link'
import { homeContent } from '~/content/home'
import { siteConfig } from '~/content/site'
import { illustrationMarkup } from '~/lib/illustration-markup.server'
import { pageData } from '~/lib/page-data.server'
import { website } from '~/lib/structured-data'
import type { RouteHandle } from '~/lib/route-handle'
import type { Route } from './+types/home'

const StatsSection = createLazySection(
  'stats',
  () => import('~/components/sections/home/stats-section'),
)
const ReasonsSection = createLazySection(
  'reasons',
  () => import('~/components/sections/home/reasons-section'),
)
const FeaturedServicesSection = createLazySection(
  'featured-services',
  () => import('~/components/sections/home/featured-services-section'),
)
const SeoTextSection = createLazySection(
  'seo-text',
  () => import('~/components/sections/home/seo-text-section'),
)
const FaqSection = createLazySection('faq', () => import('~/components/sections/home/faq-section'))
const ClosingSection = createLazySection(
  'closing',
  () => import('~/components/sections/home/closing-section'),
)
const TestimonialsSection = createLazySection(
  'testimonials',
  () => import('~/components/sections/home/testimonials-section'),
)

/** Build time: the home page's config and head tags (with the WebSite node). */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData(request, { structuredData: [website(siteConfig)] }),
    hero: { ...homeContent.hero, illustration: illustrationMarkup('hero', 'h-auto w-full') },
    map: homeContent.map,
    stats: homeContent.stats,
    reasons: homeContent.reasons,
    callButtonLabel: homeContent.callButtonLabel,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export const handle: RouteHandle = { ownMap: true }

/** The home page in the spec's order; everything below the hero loads its script lazily. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, hero, map, callButtonLabel, stats, reasons } = loaderData
  return (
    <>
      <HeroSection page={page} hero={hero} />
      <StatsSection stats={stats} />
      <ReasonsSection reasons={reasons} />
      <FeaturedServicesSection />
      <SeoTextSection page={page} />
      <FaqSection />
      <ClosingSection />
      <TestimonialsSection />
      <LazyMapSection heading={map.heading} text={map.text} />
      <div className="flex flex-col items-center gap-4 bg-tint px-4 pb-14 text-center">
        <ClosingText page={page} />
        <CallLink placement="page" label={callButtonLabel} />
      </div>
    </>
  )
}

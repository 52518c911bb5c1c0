import { MapSection } from '~/components/layout/map-embed'
import { HeroSection } from '~/components/sections/home/hero-section'
import { createLazySection } from '~/components/sections/lazy-section'
import { ClosingText } from '~/components/sections/page-prose'
import { CallLink } from '~/components/ui/call-link'
import { homeContent } from '~/content/home'
import { pages } from '~/content/pages'
import { siteConfig } from '~/content/site'
import { metaTags } from '~/lib/meta-tags'
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

export const meta: Route.MetaFunction = ({ location }) =>
  metaTags(location.pathname, { structuredData: [website(siteConfig)] })

export const handle: RouteHandle = { ownMap: true }

/** The home page in the spec's order; everything below the hero loads its script lazily. */
export default function Home() {
  return (
    <>
      <HeroSection />
      <StatsSection />
      <ReasonsSection />
      <FeaturedServicesSection />
      <SeoTextSection />
      <FaqSection />
      <ClosingSection />
      <TestimonialsSection />
      <MapSection heading={homeContent.map.heading} text={homeContent.map.text} />
      <div className="flex flex-col items-center gap-4 bg-tint px-4 pb-14 text-center">
        <ClosingText page={pages.home} />
        <CallLink placement="page" label={homeContent.callButtonLabel} />
      </div>
    </>
  )
}

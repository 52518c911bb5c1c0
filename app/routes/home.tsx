import { MapSection } from '~/components/layout/map-embed'
import ClosingSection from '~/components/sections/home/closing-section'
import FaqSection from '~/components/sections/home/faq-section'
import FeaturedServicesSection from '~/components/sections/home/featured-services-section'
import { HeroSection } from '~/components/sections/home/hero-section'
import ReasonsSection from '~/components/sections/home/reasons-section'
import SeoTextSection from '~/components/sections/home/seo-text-section'
import StatsSection from '~/components/sections/home/stats-section'
import TestimonialsSection from '~/components/sections/home/testimonials-section'
import { ClosingText } from '~/components/sections/page-prose'
import { CallLink } from '~/components/ui/call-link'
import { homeContent } from '~/content/home'
import { siteConfig } from '~/content/site'
import { illustrationMarkup } from '~/lib/illustration-markup.server'
import { pageData } from '~/lib/page-data.server'
import { website } from '~/lib/structured-data'
import type { RouteHandle } from '~/lib/route-handle'
import type { Route } from './+types/home'

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

export const handle: RouteHandle = { ownMap: true, islands: ['testimonials'] }

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, hero, map, callButtonLabel, stats, reasons } = loaderData
  return (
    <>
      <HeroSection page={page} hero={hero} />
      <StatsSection stats={stats} />
      <ReasonsSection reasons={reasons} />
      <FeaturedServicesSection />
      <SeoTextSection page={page} />
      {/* Far below any first screen, so drawn only as the visitor nears them (app/app.css). */}
      <div className="drawn-when-near">
        <FaqSection />
      </div>
      <div className="drawn-when-near">
        <ClosingSection />
      </div>
      <div className="drawn-when-near">
        <TestimonialsSection />
      </div>
      <div className="drawn-when-near">
        <MapSection heading={map.heading} text={map.text} />
      </div>
      <div className="flex flex-col items-center gap-4 bg-tint px-4 pb-14 text-center">
        <ClosingText page={page} />
        <CallLink placement="page" label={callButtonLabel} />
      </div>
    </>
  )
}

import { FeaturedServicesGrid } from '~/components/sections/featured-services-grid'
import { Section, SectionIntro } from '~/components/ui/section'
import { homeContent } from '~/content/home'
import { featuredServices } from '~/content/services'

export default function FeaturedServicesSection() {
  return (
    <Section tone="tint" labelledBy="featured-services-heading">
      <SectionIntro id="featured-services-heading" intro={homeContent.featuredServices} />
      <FeaturedServicesGrid services={featuredServices} />
    </Section>
  )
}

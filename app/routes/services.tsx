import { FeaturedServicesGrid } from '~/components/sections/featured-services-grid'
import { PageHeader } from '~/components/sections/page-header'
import { ClosingText, PageProse } from '~/components/sections/page-prose'
import { ServiceLayout } from '~/components/sections/service-layout'
import { pages } from '~/content/pages'
import { servicesOverview } from '~/content/services'
import { metaTags, navTitle } from '~/lib/meta-tags'
import type { Route } from './+types/services'

export const meta: Route.MetaFunction = ({ location }) =>
  metaTags(location.pathname, { trail: [{ name: navTitle('/services'), path: '/services' }] })

export default function Services() {
  return (
    <>
      <PageHeader title={pages.services.h1} subtitle={pages.services.subtitle} />
      <ServiceLayout>
        <PageProse page={pages.services} id="services-intro-heading" className="mb-6" />
        <div className="mb-10 flex max-w-prose flex-col gap-4 text-lg">
          {servicesOverview.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <FeaturedServicesGrid />
        <div className="mt-10">
          <ClosingText page={pages.services} />
        </div>
      </ServiceLayout>
    </>
  )
}

import { PhoneText } from '~/components/ui/phone-text'
import { FeaturedServicesGrid } from '~/components/sections/featured-services-grid'
import { PageHeader } from '~/components/sections/page-header'
import { ClosingText, PageProse } from '~/components/sections/page-prose'
import { ServiceLayout } from '~/components/sections/service-layout'
import { featuredServices, servicesOverview } from '~/content/services'
import { serviceAside } from '~/lib/service-aside.server'
import { navTitle } from '~/lib/meta-tags.server'
import { pageData } from '~/lib/page-data.server'
import type { Route } from './+types/services'

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData(request, { trail: [{ name: navTitle('/services'), path: '/services' }] }),
    aside: serviceAside(),
    intro: servicesOverview.intro,
    featured: featuredServices,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export default function Services({ loaderData }: Route.ComponentProps) {
  const { page, aside, intro, featured } = loaderData
  return (
    <>
      <PageHeader title={page.h1} subtitle={page.subtitle} />
      <ServiceLayout aside={aside}>
        <PageProse page={page} id="services-intro-heading" className="mb-6" />
        <div className="mb-10 flex max-w-prose flex-col gap-4 text-lg">
          {intro.map((paragraph) => (
            <p key={paragraph}>
              <PhoneText text={paragraph} />
            </p>
          ))}
        </div>
        <FeaturedServicesGrid services={featured} />
        <div className="mt-10">
          <ClosingText page={page} />
        </div>
      </ServiceLayout>
    </>
  )
}

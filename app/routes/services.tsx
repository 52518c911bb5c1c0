import { Link } from 'react-router'
import { PageHeader } from '~/components/sections/page-header'
import { pages } from '~/content/pages'
import { serviceMenu } from '~/content/services'
import { metaTags } from '~/lib/meta-tags'
import type { Route } from './+types/services'

export const meta: Route.MetaFunction = ({ location }) => metaTags(location.pathname)

export default function Services() {
  return (
    <>
      <PageHeader title={pages.services.h1} subtitle={pages.services.subtitle} />
      <div className="site-container py-12">
        <ul className="grid gap-3 sm:grid-cols-3">
          {serviceMenu.map((service) => (
            <li key={service.slug}>
              <Link to={`/${service.slug}`} className="font-semibold text-brand underline">
                {service.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}

import { data } from 'react-router'
import { PageHeader } from '~/components/sections/page-header'
import { pages } from '~/content/pages'
import { servicePages } from '~/content/service-pages'
import { serviceMenu } from '~/content/services'
import { metaTags } from '~/lib/meta-tags'
import { findPage } from '~/lib/page-meta'
import type { Route } from './+types/service-page'

/** Runs at build time: each of the nine pre-rendered service paths gets its own content. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '')
  const service = servicePages.find((candidate) => candidate.slug === slug)
  const menuItem = serviceMenu.find((candidate) => candidate.slug === slug)
  const page = findPage(slug, pages)
  if (!service || !menuItem || !page) throw data(null, { status: 404 })
  return { service, name: menuItem.name, page }
}

export const meta: Route.MetaFunction = ({ location }) => metaTags(location.pathname)

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, page } = loaderData
  return (
    <>
      <PageHeader title={page.h1} subtitle={page.subtitle} />
      <div className="site-container py-12">
        {service.intro.map((paragraph) => (
          <p key={paragraph} className="max-w-prose">
            {paragraph}
          </p>
        ))}
      </div>
    </>
  )
}

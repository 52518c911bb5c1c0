import { ServiceBody } from '~/components/sections/service-body'
import { data } from 'react-router'
import { PageHeader } from '~/components/sections/page-header'
import { ClosingText, PageProse } from '~/components/sections/page-prose'
import { ServiceLayout } from '~/components/sections/service-layout'
import { CallLink } from '~/components/ui/call-link'
import { readServicePages } from '~/content/files.server'
import { serviceMenu } from '~/content/services'
import { siteConfig } from '~/content/site'
import { navTitle } from '~/lib/meta-tags.server'
import { illustrationMarkup } from '~/lib/illustration-markup.server'
import { pageData } from '~/lib/page-data.server'
import { serviceAside } from '~/lib/service-aside.server'
import { StaticSvg } from '~/components/ui/static-svg'
import { findPage } from '~/lib/page-meta'
import { pages } from '~/content/pages'
import { serviceSchema } from '~/lib/structured-data'
import type { Route } from './+types/service-page'

// Each pre-rendered service path is its own route, so the slug comes from the URL.
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '')
  const service = readServicePages().find((candidate) => candidate.slug === slug)
  const menuItem = serviceMenu.find((candidate) => candidate.slug === slug)
  if (!service || !menuItem) throw data(null, { status: 404, statusText: 'Not Found' })
  const path = `/${slug}`
  const { page, meta, structuredData } = pageData(request, {
    structuredData: [
      serviceSchema({
        name: menuItem.name,
        description: findPage(path, pages)?.metaData.description ?? menuItem.name,
        path,
        site: siteConfig,
      }),
    ],
    trail: [
      { name: navTitle('/services'), path: '/services' },
      { name: menuItem.name, path },
    ],
  })
  const illustration = illustrationMarkup(
    service.illustration,
    'h-auto w-full rounded-3xl border border-line bg-tint',
  )
  return {
    service,
    name: menuItem.name,
    page,
    meta,
    structuredData,
    illustration,
    aside: serviceAside(),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, name, page, illustration, aside } = loaderData
  return (
    <>
      <PageHeader title={page.h1} subtitle={page.subtitle} eyebrow={name}>
        <CallLink placement="page" />
      </PageHeader>
      <ServiceLayout aside={aside}>
        <article className="flex max-w-prose flex-col gap-5">
          <StaticSvg markup={illustration} />
          <PageProse page={page} id="service-intro-heading" />
          <ServiceBody intro={service.intro} sections={service.sections} />
          <div className="mt-6 flex flex-col items-start gap-4 rounded-3xl bg-tint-strong p-6">
            <ClosingText page={page} />
            <p className="text-lg font-semibold">{service.callToAction}</p>
            <CallLink placement="page" />
          </div>
        </article>
      </ServiceLayout>
    </>
  )
}

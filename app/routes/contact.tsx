import { MapSection } from '~/components/layout/map-embed'
import { PageHeader } from '~/components/sections/page-header'
import { layoutContent } from '~/content/layout'
import { pages } from '~/content/pages'
import { metaTags } from '~/lib/meta-tags'
import type { RouteHandle } from '~/lib/route-handle'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = ({ location }) => metaTags(location.pathname)

export const handle: RouteHandle = { ownMap: true }

export const CONTACT_MAP_HEIGHT = 450

export default function Contact() {
  return (
    <>
      <PageHeader title={pages.contact.h1} subtitle={pages.contact.subtitle} />
      <MapSection heading={layoutContent.map.heading} height={CONTACT_MAP_HEIGHT} />
    </>
  )
}

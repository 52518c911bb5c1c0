import { PageHeader } from '~/components/sections/page-header'
import { pages } from '~/content/pages'
import { metaTags } from '~/lib/meta-tags'
import type { Route } from './+types/careers'

export const meta: Route.MetaFunction = ({ location }) => metaTags(location.pathname)

export default function Careers() {
  return <PageHeader title={pages.careers.h1} subtitle={pages.careers.subtitle} />
}

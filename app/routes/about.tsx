import { PageHeader } from '~/components/sections/page-header'
import { pages } from '~/content/pages'
import { metaTags } from '~/lib/meta-tags'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ location }) => metaTags(location.pathname)

export default function About() {
  return <PageHeader title={pages.about.h1} subtitle={pages.about.subtitle} />
}

import { PageHeader } from '~/components/sections/page-header'
import { PageProse } from '~/components/sections/page-prose'
import { ButtonLink } from '~/components/ui/button-link'
import { CallLink } from '~/components/ui/call-link'
import { layoutContent } from '~/content/layout'
import { pages } from '~/content/pages'
import { metaTags } from '~/lib/meta-tags'
import type { Route } from './+types/thank-you'

export const meta: Route.MetaFunction = ({ location }) =>
  metaTags(location.pathname, { robots: 'noindex,follow' })

export default function ThankYou() {
  return (
    <>
      <PageHeader title={pages.thankYou.h1} subtitle={pages.thankYou.subtitle}>
        <CallLink placement="page" />
        <ButtonLink to="/" variant="outline">
          {layoutContent.notFound.backHome}
        </ButtonLink>
      </PageHeader>
      <div className="site-container py-12">
        <PageProse page={pages.thankYou} id="thank-you-heading" />
      </div>
    </>
  )
}

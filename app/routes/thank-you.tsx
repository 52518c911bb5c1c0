import { CallThenLink } from '~/components/ui/call-then-link'
import { PageHeader } from '~/components/sections/page-header'
import { PageProse } from '~/components/sections/page-prose'
import { contactContent } from '~/content/contact'
import { noticesContent } from '~/content/notices'
import { PHOTOS_NOT_KEPT_ANCHOR } from '~/lib/contact-fields'
import { pageData } from '~/lib/page-data.server'
import type { Route } from './+types/thank-you'

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageData(request, { robots: 'noindex,follow' }),
    backHome: noticesContent.notFound.backHome,
    photosNotKept: contactContent.form.photosNotKept,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { page, backHome, photosNotKept } = loaderData
  return (
    <>
      <PageHeader title={page.h1} subtitle={page.subtitle}>
        <CallThenLink placement="page" to="/" label={backHome} />
      </PageHeader>
      <div className="site-container py-12">
        {/* Shown only when the server sent a visitor here without the photos (the URL's #target). */}
        <p
          id={PHOTOS_NOT_KEPT_ANCHOR}
          role="status"
          className="mb-6 hidden font-semibold target:block"
        >
          {photosNotKept}
        </p>
        <PageProse page={page} id="thank-you-heading" />
      </div>
    </>
  )
}

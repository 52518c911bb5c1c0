import { CallThenLink } from '~/components/ui/call-then-link'
import { PageHeader } from '~/components/sections/page-header'
import { PageProse } from '~/components/sections/page-prose'
import { BookedSlot, SentAnswer } from '~/components/sections/sent-answer'
import { contactContent } from '~/content/contact'
import { noticesContent } from '~/content/notices'
import { SENT_OUTCOMES, sentAnchor } from '~/lib/contact-fields'
import { pageData } from '~/lib/page-data.server'
import type { Route } from './+types/thank-you'

export function loader({ request }: Route.LoaderArgs) {
  const { sent, photosNotKept, visit } = contactContent.form
  return {
    ...pageData(request, { robots: 'noindex,follow' }),
    backHome: noticesContent.notFound.backHome,
    sentCopy: { sent, photosNotKept, visit },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { page, backHome, sentCopy } = loaderData
  return (
    <>
      <PageHeader title={page.h1} subtitle={page.subtitle}>
        <CallThenLink placement="page" to="/" label={backHome} />
      </PageHeader>
      <div className="group site-container py-12">
        {/* The page is static: the server names the visitor's outcome as the URL's #target. */}
        {SENT_OUTCOMES.map((outcome) => {
          const anchor = sentAnchor(outcome)
          return (
            <div
              key={anchor || 'plain'}
              id={anchor || undefined}
              role={anchor ? 'status' : undefined}
              className={`mb-6 max-w-prose flex-col gap-4 text-lg ${
                anchor ? 'hidden target:flex' : 'flex group-has-[:target]:hidden'
              }`}
            >
              <SentAnswer copy={sentCopy} outcome={outcome} />
            </div>
          )
        })}
        <BookedSlot copy={sentCopy.visit} />
        <PageProse page={page} id="thank-you-heading" />
      </div>
    </>
  )
}

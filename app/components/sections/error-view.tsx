import { isRouteErrorResponse } from 'react-router'
import { noticesContent } from '~/content/notices'
import { NotFoundView } from './not-found-view'
import { PageHeader } from './page-header'

export function ErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || String(error.data ?? '')}`.trim()
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <PageHeader title={noticesContent.errorPage.heading} subtitle={detail}>
      <a href="/" className="font-semibold text-brand underline underline-offset-4">
        {noticesContent.errorPage.backHome}
      </a>
    </PageHeader>
  )
}

import { NotFoundView } from '~/components/sections/not-found-view'
import { noticesContent } from '~/content/notices'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => [
  { title: noticesContent.notFound.documentTitle },
  { name: 'description', content: noticesContent.notFound.subtitles[1] },
  { name: 'robots', content: 'noindex,follow' },
]

export default function NotFound() {
  return <NotFoundView />
}

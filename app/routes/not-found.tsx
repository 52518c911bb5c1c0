import { NotFoundView } from '~/components/sections/not-found-view'
import { layoutContent } from '~/content/layout'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => [
  { title: layoutContent.notFound.documentTitle },
  { name: 'description', content: layoutContent.notFound.subtitles[0] },
  { name: 'robots', content: 'noindex,follow' },
]

export default function NotFound() {
  return <NotFoundView />
}

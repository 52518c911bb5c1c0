import { redirect } from 'react-router'
import { redirects } from '~/lib/site-routes'
import type { Route } from './+types/redirect'

/**
 * Client-side navigation to an old path (e.g. /tree-health-assessments) lands on its new page.
 * Full page loads never get here: the Node server and static hosts answer them with a 301.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url)
  const target = redirects.find((entry) => entry.from === pathname.replace(/\/+$/, ''))
  throw redirect(target?.to ?? '/')
}

export default function Redirect() {
  return null
}

import { redirect } from 'react-router'
import { redirects } from '~/lib/site-routes'
import type { Route } from './+types/redirect'

// Only client-side navigations land here: full loads get a 301 from the server or host.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url)
  const target = redirects.find((entry) => entry.from === pathname.replace(/\/+$/, ''))
  throw redirect(target?.to ?? '/')
}

export default function Redirect() {
  return null
}

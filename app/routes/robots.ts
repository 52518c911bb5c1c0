import { absoluteUrl } from '~/lib/site-url'
import { robotsTxt } from '~/lib/sitemap'

export function loader() {
  return new Response(robotsTxt(absoluteUrl('/sitemap.xml')), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

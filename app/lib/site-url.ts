import { siteConfig } from '~/content/site'
import { publicEnv } from '~/lib/public-env'

/** The canonical origin: SITE_URL at build time, else the homepage url from the site config. */
export const siteOrigin = publicEnv.siteUrl || siteConfig.homepage

/** One canonical form per page: no trailing slash, except the root itself. */
function canonicalPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

export function absoluteUrl(path: string): string {
  return new URL(canonicalPath(path), `${siteOrigin}/`).href
}

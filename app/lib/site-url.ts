import { siteConfig } from '~/content/site'
import { publicEnv } from '~/lib/public-env'

export const siteOrigin = publicEnv.siteUrl || siteConfig.homepage

function canonicalPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

export function absoluteUrl(path: string): string {
  return new URL(canonicalPath(path), `${siteOrigin}/`).href
}

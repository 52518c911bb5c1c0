/** The browsers' own push services: Chrome's, Firefox's, Safari's and Edge's. */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://android.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const

const ENDPOINT_MAX_LENGTH = 1000

/** `https://host[:port]`, or `https://*.domain` for any host under it. */
export function parsePushServiceOrigin(entry: string): string | undefined {
  const wildcard = entry.startsWith('https://*.')
  let url: URL
  try {
    url = new URL(wildcard ? entry.replace('*.', 'wildcard.') : entry)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined
  if (url.pathname !== '/' || url.search || url.hash || entry.endsWith('/')) return undefined
  return wildcard ? url.origin.replace('wildcard.', '*.') : url.origin
}

/**
 * An endpoint the server may send to: https, no credentials, on an allowed push service.
 * Checked when a browser subscribes and again before every send.
 */
export function allowedEndpoint(endpoint: unknown, origins: readonly string[]): URL | undefined {
  if (typeof endpoint !== 'string' || endpoint.length > ENDPOINT_MAX_LENGTH) return undefined
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hash) return undefined
  const allowed = origins.some((origin) => {
    if (!origin.startsWith('https://*.')) return url.origin === origin
    const domain = origin.slice('https://*'.length)
    return url.port === '' && url.hostname.endsWith(domain) && url.hostname.length > domain.length
  })
  return allowed ? url : undefined
}

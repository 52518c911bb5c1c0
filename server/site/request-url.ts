import type { FastifyRequest } from 'fastify'

/** Path checks use this form, so `/%61dmin/`, `//admin/` and `/x/../admin/` count as `/admin/`. */
export function routedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/'
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return raw
  }
  const segments: string[] = []
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  const trailing = decoded.length > 1 && decoded.endsWith('/') && segments.length > 0 ? '/' : ''
  return `/${segments.join('/')}${trailing}`
}

/** The host is the `Host` header, never `X-Forwarded-Host`, which any client can send. */
export function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? ''}`
}

import type { FastifyRequest } from 'fastify'

/**
 * The path a request is routed by, as the router and the static file handler read it: decoded,
 * repeated slashes collapsed, `.` and `..` resolved. Checks of the path ("is this the editor?")
 * use this form, so `/%61dmin/…`, `//admin/…` and `/x/../admin/…` get exactly what `/admin/…`
 * gets. An undecodable path is returned as it is (the router answers it 400).
 */
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

/**
 * This site's origin as the browser sees it. The host is the request's own `Host` header, never
 * `X-Forwarded-Host` (which Fastify reads when it trusts a proxy, and which a client can send);
 * the scheme comes from the trusted proxy's `X-Forwarded-Proto`.
 */
export function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? ''}`
}

/** The sign-in form of the site's own CMS, posted as a browser does (from the site's origin). */
export function postSignIn(
  base: string,
  name: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/admin/login`, {
    method: 'POST',
    body: new URLSearchParams({ name, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...headers },
    redirect: 'manual',
  })
}

/** The session cookie a sign-in set, as a `Cookie` header value. */
export const sessionCookieOf = (response: Response): string =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

/** The known-device cookie a sign-in set (kept by the browser for a year), as a `Cookie` value. */
export const deviceCookieOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => /^(__Host-)?cms-device=/.test(cookie)) ?? ''

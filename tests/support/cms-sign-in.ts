// From the site's origin, as a browser posts it.
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

export const sessionCookieOf = (response: Response): string =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

export const deviceCookieOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => /^(__Host-)?cms-device=/.test(cookie)) ?? ''

/**
 * GET and form POST as a signed-in browser does: the session cookie and the site's Origin, each
 * overridable. Both are read when a request is made, so a suite may start and sign in later.
 */
export function signedInRequests(site: () => string, cookie: () => string) {
  return {
    get: (path: string, headers: Record<string, string> = { cookie: cookie() }) =>
      fetch(`${site()}${path}`, { headers, redirect: 'manual' }),
    post: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${site()}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: site(),
          cookie: cookie(),
          ...headers,
        },
        redirect: 'manual',
      }),
  }
}

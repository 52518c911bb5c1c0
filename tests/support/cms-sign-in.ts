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

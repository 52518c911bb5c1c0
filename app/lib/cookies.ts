/** The site's own small cookies (colour mode, the cached web font): read and written one way. */

/** A cookie's value in a `Cookie` header or `document.cookie`, if it is there. */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies ?? '')?.[1]
}

/** A first-party cookie for the whole site, kept for `maxAgeSeconds`. */
export function siteCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`
}

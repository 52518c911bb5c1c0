import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { builtPages } from './built-pages'
import { pageContentSecurityPolicy } from './security-headers'

type Encoding = 'br' | 'gzip' | 'identity'
type CachedPage = {
  etag: string
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer }
  csp: string
}

const EXTENSION: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' }

/** Read once at start and answered from memory; hashed assets go through the static handler. */
export function loadPageCache(clientDir: string) {
  const pages = new Map<string, CachedPage>()
  for (const { route, file: full } of builtPages(clientDir)) {
    const identity = readFileSync(full)
    const bodies: CachedPage['bodies'] = { identity }
    for (const [encoding, extension] of Object.entries(EXTENSION)) {
      if (existsSync(full + extension))
        bodies[encoding === 'br' ? 'br' : 'gzip'] = readFileSync(full + extension)
    }
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`
    pages.set(route, { etag, bodies, csp: pageContentSecurityPolicy(identity.toString('utf8')) })
  }

  return {
    lookup(pathname: string, acceptEncoding: string) {
      const page = pages.get(pathname)
      if (!page) return undefined
      const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding)
      const encoding: Encoding =
        page.bodies.br && accepts('br')
          ? 'br'
          : page.bodies.gzip && accepts('gzip')
            ? 'gzip'
            : 'identity'
      const body =
        (encoding === 'identity' ? undefined : page.bodies[encoding]) ?? page.bodies.identity
      return { etag: page.etag, encoding, body, csp: page.csp }
    },
  }
}

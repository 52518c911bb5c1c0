import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
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
    pages.set(route, {
      etag: etagOf(identity),
      bodies,
      csp: pageContentSecurityPolicy(identity.toString('utf8')),
    })
  }

  // The last variant made of each page: it changes when what is written in changes, which is rare.
  const variants = new Map<string, { key: string; page: CachedPage }>()

  function chosen(page: CachedPage, acceptEncoding: string) {
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
  }

  return {
    lookup(pathname: string, acceptEncoding: string) {
      const page = pages.get(pathname)
      return page && chosen(page, acceptEncoding)
    },
    /**
     * The page with something written in by `write` (the open visit windows), made and compressed
     * once per `key`. Its scripts are the page's own, so its CSP is too.
     */
    variant(
      pathname: string,
      acceptEncoding: string,
      key: string,
      write: (html: string) => string,
    ) {
      const page = pages.get(pathname)
      if (!page) return undefined
      const id = `${page.etag} ${key}`
      let made = variants.get(pathname)
      if (made?.key !== id) {
        const identity = Buffer.from(write(page.bodies.identity.toString('utf8')))
        const bodies = {
          identity,
          br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
          gzip: gzipSync(identity),
        }
        made = { key: id, page: { etag: etagOf(identity), bodies, csp: page.csp } }
        variants.set(pathname, made)
      }
      return chosen(made.page, acceptEncoding)
    },
    /** The page's HTML as built, for a page written per request (never cached). */
    html(pathname: string): string | undefined {
      return pages.get(pathname)?.bodies.identity.toString('utf8')
    },
  }
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`

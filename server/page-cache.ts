import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

type Encoding = 'br' | 'gzip' | 'identity'
type CachedPage = { etag: string; bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer } }

const EXTENSION: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' }

/**
 * The pre-rendered pages (a few hundred KB with their .br and .gz twins), read once at start and
 * answered from memory: a page view costs no file-system call. Hashed assets and other files
 * still go through the static file handler.
 */
export function loadPageCache(clientDir: string) {
  const pages = new Map<string, CachedPage>()
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(file) !== 'index.html') continue
    const full = path.join(clientDir, file)
    const identity = readFileSync(full)
    const bodies: CachedPage['bodies'] = { identity }
    for (const [encoding, extension] of Object.entries(EXTENSION)) {
      if (existsSync(full + extension))
        bodies[encoding === 'br' ? 'br' : 'gzip'] = readFileSync(full + extension)
    }
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`
    const route = `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/')
    pages.set(route, { etag, bodies })
  }

  return {
    /** The page for a request path, in the best encoding the client accepts. */
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
      return { etag: page.etag, encoding, body }
    },
  }
}

import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { redirects } from '../app/lib/site-routes'

export type AppOptions = { clientDir: string; logger?: boolean }

const HASHED_ASSET = /^\/assets\//
const htmlCacheControl = 'public, max-age=60, must-revalidate'
const assetCacheControl = 'public, max-age=31536000, immutable'

/** The production server: the pre-rendered build, its redirects and its 404 page. */
export async function buildApp({
  clientDir,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const notFoundHtml = readFileSync(path.join(clientDir, '404.html'))
  const app = Fastify({ logger, trustProxy: true })

  // One canonical form per page: "/services/" → "/services".
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2)
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // Leading slashes collapse too, so "//evil.example/" cannot become an off-site redirect.
      const target = `/${pathname.replace(/^\/+|\/+$/g, '')}`
      return reply.redirect(query ? `${target}?${query}` : target, 301)
    }
  })

  for (const { from, to } of redirects) {
    app.get(from, (_request, reply) => reply.redirect(to, 301))
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    redirect: false,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(response, filePath) {
      const relative = `/${path.relative(clientDir, filePath).split(path.sep).join('/')}`
      response.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(relative) ? assetCacheControl : htmlCacheControl,
      )
    },
  })

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost')
    if (request.method === 'GET' || request.method === 'HEAD') {
      const page = pagePath(clientDir, pathname)
      if (page) return reply.sendFile(page)
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', htmlCacheControl)
      .send(notFoundHtml)
  })

  return app
}

/** "/services" → "services/index.html" when that page was pre-rendered. */
function pagePath(clientDir: string, pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const relative = path.posix.join(path.posix.normalize(decoded), 'index.html').replace(/^\/+/, '')
  if (relative.startsWith('..')) return undefined
  return existsSync(path.join(clientDir, relative)) ? relative : undefined
}

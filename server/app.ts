import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { NOT_FOUND_PAGE } from './site/built-pages'
import { siteConfig } from '../app/content/site'
import { UPLOADS_PATH } from '../app/lib/blog'
import { redirects } from '../app/lib/site-routes'
import { type ContactRouteOptions, contactRoute } from './contact/route'
import { type Mailer, createNotifier } from './leads/email-outbox'
import type { MailSender, TxtResolver } from './leads/mail-auth'
import {
  HASHED_ASSET_CACHE,
  HTML_CACHE,
  UPLOAD_HEADERS,
  adminHeaders,
  buildContentSecurityPolicy,
  isAdminPath,
  securityHeaders,
} from './site/security-headers'
import { guardedLeadStore } from './leads/guarded-store'
import type { LeadStore } from './leads/store'
import { loadPageCache } from './site/page-cache'
import { healthRoute } from './site/health'
import { cmsApiRoute } from './cms/api-route'
import { EDITOR_CONFIG_FILE, configForSiteServer } from './cms/editor-config'
import { type Rebuilder, createRebuilder, servedBuildLink } from './cms/rebuild'
import { type PushOutcome, createPusher } from './cms/working-copy'
import { INBOX_PATH } from '../shared/admin-paths'
import type { TrustProxy } from './env'
import { PHOTO_EXTENSIONS, sniffPhoto } from './contact/photo-format'
import { routedPath } from './site/request-url'
import { ownerGate, ownerRoutes } from './owner/area'
import { signedInEditor } from './owner/sign-in'
import { SPAM_KEPT_DAYS } from './leads/inbox-queries'
import { type PushOptions, setUpAlerts } from './alerts/alerts'
import { visitPages } from './visits/visit-pages'
import { visitRoutes } from './visits/visit-routes'
import { createVisitMailWorker } from './visits/visit-mail-worker'
import { calendarRoutes } from './visits/calendar-routes'
import { withoutFeedSecret } from './visits/calendar-paths'

export type AppOptions = {
  clientDir: string
  dataDir: string
  logger?: boolean | { stream: NodeJS.WritableStream }
  trustProxy?: TrustProxy
  rateLimit?: { max: number; windowMs: number }
  photos?: ContactRouteOptions['photos']
  mail?: { mailer: Mailer; to: string | readonly string[]; sender?: MailSender }
  /** The DNS the e-mail settings page asks (tests answer for it: no DNS here). */
  resolveTxt?: TxtResolver
  siteUrl?: string
  cms?: { workingCopy: string; publish?: boolean; gitRemote?: string }
  push?: PushOptions
}

// Posts a client may make a minute: the contact form, and a window picked again after it.
const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60_000 }
const HASHED_ASSET = /^\/(assets|static\/js)\//
/** Long enough for the largest upload on a slow phone connection. */
const REQUEST_TIMEOUT_MS = 5 * 60_000
const HEADERS_TIMEOUT_MS = 20_000
const KEEP_ALIVE_TIMEOUT_MS = 5_000

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // A logged request names its path only: a query (an inbox search: a name, an e-mail) stays out,
    // and so does the calendar feed's secret.
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          serializers: {
            req: (request) => ({
              method: request.method,
              url: withoutFeedSecret((request.url ?? '').split('?')[0] ?? ''),
              remoteAddress: request.ip,
            }),
          },
        }
      : false,
    trustProxy: trustedProxies(options.trustProxy ?? false),
    // Slow senders (slowloris) are cut off, not waited for.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Node's default, not Fastify's longer one: idle keep-alives would outlast the stop timeout.
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  })
  app.server.headersTimeout = HEADERS_TIMEOUT_MS

  const leadStore = guardedLeadStore(options.dataDir, (message, error) =>
    app.log.error({ err: error }, message),
  )
  const siteUrl = (options.siteUrl ?? siteConfig.homepage).replace(/\/+$/, '')
  const inboxUrl = (leadId: string) => `${siteUrl}${INBOX_PATH}/${leadId}`
  const notifier = options.mail
    ? createNotifier({
        leadStore,
        mailer: options.mail.mailer,
        to: options.mail.to,
        inboxUrl,
        log: (message, error) => app.log.warn({ err: error }, message),
      })
    : undefined
  notifier?.start()
  // The visitor's visit e-mails; without SMTP they wait in their outbox. The owner's visit
  // actions kick it after their commit, as the contact route kicks the notifier.
  const visitMail = options.mail
    ? createVisitMailWorker({
        visitMail: leadStore.visitMail,
        mailer: options.mail.mailer,
        siteHost: new URL(siteUrl).host,
        log: (message, error) => app.log.warn({ err: error }, message),
      })
    : undefined
  visitMail?.start()
  // The alert worker (set up below, once the owner's gate is there) stops before the store closes.
  const closing: (() => Promise<void>)[] = []
  app.addHook('onClose', async () => {
    await notifier?.stop()
    await visitMail?.stop()
    for (const stop of closing) await stop()
    leadStore.close()
  })

  const clientDir = options.cms
    ? servedBuildLink(options.cms.workingCopy, options.clientDir)
    : options.clientDir
  const served = { site: loadServedSite(clientDir) }

  // CSP matters only for documents: a page from memory carries its own, any other the build's.
  const everywhere = securityHeaders()
  const admin = adminHeaders(options.cms ? 'server' : 'git')
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(everywhere)
    const pathname = routedPath(request.url)
    if (pathname.startsWith(UPLOADS_PATH)) {
      reply.headers(UPLOAD_HEADERS)
      return payload
    }
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload
    // The inbox's pages carry their own, stricter policy (no script at all).
    if (pathname === INBOX_PATH || pathname.startsWith(`${INBOX_PATH}/`)) return payload
    if (isAdminPath(pathname)) reply.headers(admin)
    else if (!reply.hasHeader('Content-Security-Policy'))
      reply.header('Content-Security-Policy', served.site.csp)
    return payload
  })

  // The sign-in gate comes first of all hooks, before any page is served from memory.
  const owner = ownerGate(app, { dataDir: options.dataDir, siteEditor: Boolean(options.cms) })

  // /contact with the open visit windows, the thank-you page with the booked one (server/visits/).
  const visitPage = visitPages(() => served.site.pageCache, leadStore)
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2)
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // Leading slashes collapse too, so "//evil.example/" cannot become an off-site redirect.
      const target = `/${pathname.replace(/^\/+|\/+$/g, '')}`
      return reply.redirect(query ? `${target}?${query}` : target, 301)
    }
    const acceptEncoding = String(request.headers['accept-encoding'] ?? '')
    const page =
      request.method === 'GET'
        ? (visitPage({ pathname, query }, acceptEncoding) ??
          served.site.pageCache.lookup(pathname, acceptEncoding))
        : undefined
    if (page) {
      reply
        .type('text/html; charset=utf-8')
        .header('Vary', 'Accept-Encoding')
        .header('Content-Security-Policy', page.csp)
      // A page naming one visitor's booking is theirs alone.
      if ('noStore' in page && page.noStore)
        return reply.header('Cache-Control', 'no-store').send(page.body)
      reply.header('Cache-Control', HTML_CACHE).header('ETag', page.etag)
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send()
      if (page.encoding !== 'identity') reply.header('Content-Encoding', page.encoding)
      return reply.send(page.body)
    }
  })

  let rebuilder: Rebuilder | undefined
  let gitPush: () => PushOutcome | undefined = () => undefined
  healthRoute(app, {
    clientDir,
    leadStore,
    site: () => ({ builtAt: served.site.builtAt, ...rebuilder?.status(), push: gitPush() }),
  })

  if (options.cms) {
    const site = createRebuilder({
      root: options.cms.workingCopy,
      link: clientDir,
      onPublished: () => {
        served.site = loadServedSite(clientDir)
      },
      log: (message, error) => app.log.warn({ err: error }, message),
    })
    rebuilder = site
    const pusher = options.cms.gitRemote
      ? createPusher(options.cms.workingCopy, options.cms.gitRemote, (message, error) =>
          app.log.warn({ err: error }, message),
        )
      : undefined
    gitPush = () => pusher?.status()
    app.addHook('onClose', async () => pusher?.idle())
    app.addHook('onClose', async () => site.idle())
    await cmsApiRoute(app, {
      accounts: owner.accounts(),
      root: options.cms.workingCopy,
      onSaved: () => {
        if (options.cms?.publish !== false) site.request()
        void pusher?.push()
      },
      status: () => ({ ...site.status(), push: pusher?.status() }),
    })
    // A fresh upload is in the working copy before the next build puts it in the site.
    const workingUploads = path.join(options.cms.workingCopy, 'public')
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return
      const pathname = routedPath(request.url)
      if (!pathname.startsWith(UPLOADS_PATH) || !isServedUpload(pathname)) return
      if (existsSync(path.join(clientDir, pathname))) return
      if (!signedInEditor(owner.accounts(), request)) return
      const bytes = await readFile(path.join(workingUploads, pathname)).catch(() => undefined)
      const format = bytes && sniffPhoto(bytes)
      if (!bytes || !format) return
      return reply.type(`image/${format}`).header('Cache-Control', 'no-store').send(bytes)
    })
    app.get(`/${EDITOR_CONFIG_FILE}`, async (_request, reply) =>
      reply
        .type('text/yaml; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(configForSiteServer(readFileSync(path.join(clientDir, EDITOR_CONFIG_FILE), 'utf8'))),
    )
  }

  for (const { from, to } of redirects) {
    app.get(from, (_request, reply) => reply.redirect(to, 301))
  }

  const alerts = await setUpAlerts(app, {
    leadStore,
    dataDir: options.dataDir,
    push: options.push ?? {},
    mail: options.mail,
    subject:
      options.push?.subject ??
      (options.mail ? `mailto:${[options.mail.to].flat()[0]}` : siteConfig.homepage),
    inboxUrl,
    editorOf: owner.editorOf,
    siteEditor: Boolean(options.cms),
  })
  closing.push(alerts.stop)

  await contactRoute(app, {
    leadStore,
    notify: Boolean(notifier),
    onLeadSaved: () => {
      void notifier?.kick()
      void alerts.kick()
    },
    rateLimit: options.rateLimit ?? CONTACT_RATE_LIMIT,
    dataDir: options.dataDir,
    photos: options.photos,
  })
  visitRoutes(app, { leadStore, rateLimit: options.rateLimit ?? CONTACT_RATE_LIMIT })
  await ownerRoutes(app, {
    gate: owner,
    siteEditor: Boolean(options.cms),
    leadStore,
    notify: Boolean(notifier),
    onQueued: () => {
      void notifier?.kick()
      void alerts.kick()
    },
    onVisitMailQueued: () => void visitMail?.kick(),
    email: { mail: options.mail, resolveTxt: options.resolveTxt },
  })
  calendarRoutes(app, {
    visitMail: leadStore.visitMail,
    editorOf: owner.editorOf,
    siteEditor: Boolean(options.cms),
    siteUrl,
  })
  purgeOldSpam(app, leadStore)

  await app.register(fastifyStatic, {
    root: clientDir,
    redirect: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    // Static-host config files are not pages; the uploads folder serves photos and nothing else.
    allowedPath: (pathName) =>
      !/^\/_(headers|redirects)$/.test(pathName) &&
      (!pathName.startsWith(UPLOADS_PATH) || isServedUpload(pathName)),
    setHeaders(response, filePath) {
      const relative = `/${path.relative(clientDir, filePath).split(path.sep).join('/')}`
      response.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(relative) ? HASHED_ASSET_CACHE : HTML_CACHE,
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
      .header('Cache-Control', HTML_CACHE)
      .send(served.site.notFoundHtml)
  })

  return app
}

const UPLOAD_EXTENSIONS = Object.values(PHOTO_EXTENSIONS).flat()
function isServedUpload(pathName: string): boolean {
  const name = pathName.slice(UPLOADS_PATH.length)
  return (
    !name.includes('/') &&
    UPLOAD_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension))
  )
}

const HOUR_MS = 60 * 60_000

function purgeOldSpam(app: FastifyInstance, leadStore: LeadStore) {
  const purge = () => {
    try {
      const deleted = leadStore.inbox.purgeSpam(
        new Date(Date.now() - SPAM_KEPT_DAYS * 24 * HOUR_MS),
      )
      if (deleted > 0) app.log.info({ deleted }, 'old spam deleted')
    } catch (error) {
      app.log.warn({ err: error }, 'old spam could not be deleted; trying again in an hour')
    }
  }
  purge()
  const timer = setInterval(purge, HOUR_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

/** Fastify's types take only addresses or a function, so a hop count becomes a function. */
function trustedProxies(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust
}

function loadServedSite(clientDir: string) {
  return {
    pageCache: loadPageCache(clientDir),
    csp: buildContentSecurityPolicy(clientDir),
    notFoundHtml: readFileSync(path.join(clientDir, NOT_FOUND_PAGE)),
    builtAt: statSync(path.join(clientDir, 'index.html')).mtime,
  }
}

function pagePath(clientDir: string, pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const relative = path.posix.join(path.posix.normalize(decoded), 'index.html').replace(/^\/+/, '')
  // Uploads are photos, never pages (builtPages leaves them out of the cache the same way).
  if (relative.startsWith('..') || `/${relative}`.startsWith(UPLOADS_PATH)) return undefined
  return existsSync(path.join(clientDir, relative)) ? relative : undefined
}

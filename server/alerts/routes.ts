import { ownerForm, ownerText, postedFromOwnPage } from '../owner/own-form'
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { renderPage } from '../inbox/layout'
import { ALERTS_PAGE_HEADERS } from '../site/security-headers'
import type { AlertQueries } from './alert-queries'
import { type BrowserScripts, loadIcons } from './browser-scripts'
import { inboxManifest } from './manifest'
import {
  ALERTS_PATH,
  ALERTS_SCRIPT_PATH,
  BADGE_SCRIPT_PATH,
  ICONS_PATH,
  ICON_FILES,
  MANIFEST_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  SERVICE_WORKER_PATH,
} from './paths'
import { allowedEndpoint } from './push-services'
import { AlertsPage, DELAY_MAX_MINUTES, DEVICE_NAME_MAX_LENGTH } from './settings-page'
import { INBOX_PATH } from '../../shared/admin-paths'

export type AlertRouteOptions = {
  alerts: AlertQueries
  editorOf: (request: FastifyRequest) => string | undefined
  siteEditor: boolean
  vapidPublicKey: () => string | undefined
  origins: readonly string[]
  emailOn: boolean
  scripts: BrowserScripts
  onQueued: () => void
}

/** A P-256 public key, uncompressed: 65 bytes. */
const P256DH_BYTES = 65
const AUTH_BYTES = 16
const SUBSCRIPTION_BODY_LIMIT = 4096
/** The worker and the pages' scripts change with a release; a short cache lets a phone see it soon. */
const SCRIPT_CACHE = 'no-cache'

const NOTICES = {
  subscribed: 'This device gets alerts now.',
  removed: 'The device was removed; it gets no more alerts.',
  test: 'A test alert is on its way to every device.',
  delays: 'The delays are saved.',
} as const

const deviceId = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('base64url').slice(0, 22)

const bytesOf = (value: unknown): number =>
  typeof value === 'string' && /^[\w-]+={0,2}$/.test(value)
    ? Buffer.from(value, 'base64url').length
    : -1

/** Names are the owner's words, shown escaped; control characters and runs of spaces go. */
function deviceName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const name = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return name.length > 0 && name.length <= DEVICE_NAME_MAX_LENGTH ? name : undefined
}

/** Owner-only like the inbox (server/owner/area.ts); the manifest, worker and icons are open. */
export async function alertRoutes(parent: FastifyInstance, options: AlertRouteOptions) {
  await parent.register(async (app) => alertScope(app, options))
}

const FORM_BODY_LIMIT = 16 * 1024

function alertScope(app: FastifyInstance, options: AlertRouteOptions): void {
  // Its own parsers: a subscription as JSON, the settings as forms, nothing else.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: SUBSCRIPTION_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)))
      } catch {
        done(Object.assign(new Error('The body is not JSON.'), { statusCode: 400 }), undefined)
      }
    },
  )
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )
  const { alerts } = options
  const icons = loadIcons(ICON_FILES)
  const editorOf = (request: FastifyRequest) => options.editorOf(request) ?? ''
  const back = (reply: FastifyReply, done: keyof typeof NOTICES) =>
    reply.header('Cache-Control', 'no-store').redirect(`${ALERTS_PATH}?done=${done}`, 303)

  app.get(MANIFEST_PATH, (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(JSON.stringify(inboxManifest())),
  )
  app.get(SERVICE_WORKER_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', SCRIPT_CACHE)
      // The worker sits in the inbox's folder yet serves the inbox's own page, /admin/leads.
      .header('Service-Worker-Allowed', INBOX_PATH)
      .send(await options.scripts.serviceWorker()),
  )
  app.get(ALERTS_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', SCRIPT_CACHE)
      .send(await options.scripts.alertsPage()),
  )
  app.get(BADGE_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', SCRIPT_CACHE)
      .send(await options.scripts.badge()),
  )
  app.get(`${ICONS_PATH}/:file`, (request, reply) => {
    const icon = icons.get((request.params as { file: string }).file as (typeof ICON_FILES)[number])
    if (!icon) return reply.callNotFound()
    return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(icon)
  })

  app.get(ALERTS_PATH, (request, reply) => {
    const done = (request.query as { done?: unknown }).done
    const notice =
      typeof done === 'string' && done in NOTICES
        ? NOTICES[done as keyof typeof NOTICES]
        : undefined
    const devices = alerts.subscriptions().map((row) => ({ ...row, id: deviceId(row.endpoint) }))
    const userAgent = String(request.headers['user-agent'] ?? '')
    return reply
      .headers(ALERTS_PAGE_HEADERS)
      .type('text/html; charset=utf-8')
      .send(
        renderPage(
          AlertsPage({
            editor: editorOf(request),
            siteEditor: options.siteEditor,
            vapidKey: options.vapidPublicKey(),
            devices,
            delays: alerts.delays(),
            iPhone: /\b(iPhone|iPad|iPod)\b/.test(userAgent),
            emailOn: options.emailOn,
            notice,
          }),
        ),
      )
  })

  /** The browser's PushSubscription.toJSON(), with the device's name beside it. */
  app.post(PUSH_SUBSCRIPTIONS_PATH, (request, reply) => {
    if (!postedFromOwnPage(request, reply)) return reply
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
      return ownerText(reply, 415, 'Send the subscription as JSON.')
    }
    const body = (request.body ?? {}) as {
      endpoint?: unknown
      keys?: { p256dh?: unknown; auth?: unknown }
      device?: unknown
    }
    const endpoint = allowedEndpoint(body.endpoint, options.origins)
    if (!endpoint) {
      return ownerText(reply, 400, 'That push service is not one this server sends to.')
    }
    if (bytesOf(body.keys?.p256dh) !== P256DH_BYTES || bytesOf(body.keys?.auth) !== AUTH_BYTES) {
      return ownerText(reply, 400, 'The subscription’s keys are missing or malformed.')
    }
    const device = deviceName(body.device)
    if (!device) {
      return ownerText(
        reply,
        400,
        `Name this device in at most ${DEVICE_NAME_MAX_LENGTH} characters.`,
      )
    }
    alerts.subscribe({
      endpoint: endpoint.href,
      p256dh: String(body.keys?.p256dh),
      auth: String(body.keys?.auth),
      account: editorOf(request),
      device,
      createdAt: new Date().toISOString(),
    })
    return reply.code(201).header('Cache-Control', 'no-store').send({ ok: true })
  })

  const formOf = ownerForm

  app.post(`${PUSH_SUBSCRIPTIONS_PATH}/remove`, (request, reply) => {
    const form = formOf(request, reply)
    if (!form) return reply
    const row = alerts.subscriptions().find(({ endpoint }) => deviceId(endpoint) === form.id)
    if (row) alerts.unsubscribe(row.endpoint)
    return back(reply, 'removed')
  })

  app.post(`${ALERTS_PATH}/test`, (request, reply) => {
    if (!formOf(request, reply)) return reply
    if (alerts.queueTest(new Date()) > 0) options.onQueued()
    return back(reply, 'test')
  })

  app.post(`${ALERTS_PATH}/delays`, (request, reply) => {
    const form = formOf(request, reply)
    if (!form) return reply
    const minutes = (value: string | undefined) => {
      const number = Number(value)
      return Number.isInteger(number) && number >= 1 && number <= DELAY_MAX_MINUTES
        ? number
        : undefined
    }
    const emergencyMinutes = minutes(form.emergencyMinutes)
    const reminderMinutes = minutes(form.reminderMinutes)
    if (!emergencyMinutes || !reminderMinutes) {
      return ownerText(
        reply,
        400,
        `Each delay is a whole number of minutes, 1 to ${DELAY_MAX_MINUTES}.`,
      )
    }
    alerts.setDelays({ emergencyMinutes, reminderMinutes })
    options.onQueued()
    return back(reply, 'delays')
  })
}

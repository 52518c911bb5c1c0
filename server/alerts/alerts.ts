import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Agent } from 'node:https'
import type { Mailer } from '../leads/email-outbox'
import type { LeadStore } from '../leads/store'
import { type AlertWorker, createAlertWorker, webPushSender } from './alert-worker'
import { browserScripts } from './browser-scripts'
import { DEFAULT_PUSH_SERVICE_ORIGINS } from './push-services'
import { alertRoutes } from './routes'
import { type VapidKeys, loadVapidKeys } from './vapid'

export type PushOptions = {
  /** Given by the environment; otherwise made at first start and kept in the data folder. */
  vapid?: VapidKeys
  subject?: string
  /** Replaces the browsers' own push services (tests point it at a local fake one). */
  serviceOrigins?: readonly string[]
  /** Tests in one process trust their fake push service's certificate through it. */
  agent?: Agent
  pollMs?: number
  now?: () => Date
}

/** Push alerts and escalations; the caller stops the worker before the lead store closes. */
export async function setUpAlerts(
  app: FastifyInstance,
  options: {
    leadStore: LeadStore
    dataDir: string
    push: PushOptions
    mail?: { mailer: Mailer; to: string | readonly string[] }
    subject: string
    inboxUrl: (leadId: string) => string
    editorOf: (request: FastifyRequest) => string | undefined
    siteEditor: boolean
  },
): Promise<Pick<AlertWorker, 'kick' | 'stop'>> {
  const origins = options.push.serviceOrigins ?? DEFAULT_PUSH_SERVICE_ORIGINS
  let vapid: VapidKeys | undefined
  // An unwritable data folder stops alerts, never the site: the next start tries again.
  try {
    vapid = loadVapidKeys(options.dataDir, options.push.vapid)
  } catch (error) {
    app.log.error({ err: error }, 'push alerts are off: the VAPID keys cannot be read or made')
  }
  const worker = createAlertWorker({
    alerts: options.leadStore.alerts,
    send: vapid
      ? webPushSender({ vapid, subject: options.subject, agent: options.push.agent })
      : () => Promise.reject(new Error('the server has no VAPID keys')),
    origins,
    mail: options.mail,
    inboxUrl: options.inboxUrl,
    log: (message, error) => app.log.warn({ err: error }, message),
    now: options.push.now,
    pollMs: options.push.pollMs,
  })
  await alertRoutes(app, {
    alerts: options.leadStore.alerts,
    editorOf: options.editorOf,
    siteEditor: options.siteEditor,
    vapidPublicKey: () => vapid?.publicKey,
    origins,
    emailOn: Boolean(options.mail),
    scripts: browserScripts(),
    onQueued: () => void worker.kick(),
  })
  worker.start()
  return worker
}

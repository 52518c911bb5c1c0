import type { Agent } from 'node:https'
import { outboxRounds } from '../leads/outbox-rounds'
import webpush, { WebPushError } from 'web-push'
import { type Mailer, leadEmail } from '../leads/email-outbox'
import type { AlertQueries, DueAlert } from './alert-queries'
import { pushPayload } from './notification'
import { allowedEndpoint } from './push-services'
import type { VapidKeys } from './vapid'

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } }
/** Resolves when the push service took the message; rejects with its `statusCode` when it refused. */
export type PushSender = (target: PushTarget, payload: string) => Promise<void>

// A push is worth most in its first minutes: retried soon, then no more than hourly.
const RETRY_BASE_MS = 5_000
const RETRY_MAX_MS = 60 * 60_000
const POLL_MS = 15_000
const BATCH = 20
/** A push service that neither answers nor fails holds no alert longer than this. */
const PUSH_TIMEOUT_MS = 10_000
/** A day: a phone off for a weekend still gets the lead when it comes back within it. */
const PUSH_TTL_SECONDS = 24 * 60 * 60

function pushRetryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attempts, RETRY_MAX_MS)
}

/** web-push does the encryption and VAPID; it uses https.request, which follows no redirect. */
export function webPushSender(options: {
  vapid: VapidKeys
  subject: string
  agent?: Agent
  timeoutMs?: number
}): PushSender {
  return async (target, payload) => {
    await webpush.sendNotification(target, payload, {
      vapidDetails: { subject: options.subject, ...options.vapid },
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      timeout: options.timeoutMs ?? PUSH_TIMEOUT_MS,
      ...(options.agent ? { agent: options.agent } : {}),
    })
  }
}

const KIND_NAMES = {
  new: 'Push alert',
  emergency: 'Emergency pushed again',
  reminder: 'Reminder (still New) pushed',
  test: 'Test alert',
} as const

function reasonOf(error: unknown): string {
  if (error instanceof WebPushError) return `the push service answered ${error.statusCode}`
  return error instanceof Error ? error.message : String(error)
}

/**
 * Sends what the alert outbox holds and escalates what has waited too long. A failing push service
 * only delays alerts: the lead was stored, and its alerts queued, before any of this runs.
 */
export function createAlertWorker(options: {
  alerts: AlertQueries
  send: PushSender
  origins: readonly string[]
  mail?: { mailer: Mailer; to: string | readonly string[] }
  inboxUrl?: (leadId: string) => string
  log: (message: string, error?: unknown) => void
  now?: () => Date
  pollMs?: number
}) {
  const now = options.now ?? (() => new Date())
  const { alerts } = options

  async function deliver(alert: DueAlert) {
    const { lead, kind } = alert
    // Opening the lead stops its escalation; handling it stops its reminder.
    if (alert.lead === undefined && kind !== 'test') return alerts.drop(alert, now(), undefined)
    if (kind === 'emergency' && lead?.openedAt) return alerts.drop(alert, now(), undefined)
    if (kind === 'reminder' && lead?.status !== 'new') return alerts.drop(alert, now(), undefined)
    if (alert.channel === 'email') return deliverEmail(alert)
    const subscription = alert.subscription
    if (!subscription) return alerts.drop(alert, now(), undefined)
    const device = subscription.device
    if (!allowedEndpoint(subscription.endpoint, options.origins)) {
      return alerts.drop(
        alert,
        now(),
        `${KIND_NAMES[kind]} to ${device} not sent: its push service is not an allowed one`,
      )
    }
    try {
      await options.send(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(pushPayload(kind, lead, alerts.unopened())),
      )
      alerts.markSent(alert, now(), `${KIND_NAMES[kind]} sent to ${device}`)
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined
      if (status === 404 || status === 410) {
        return alerts.drop(
          alert,
          now(),
          `${KIND_NAMES[kind]} to ${device} failed: the device no longer takes alerts (${status}); removed it`,
          { unsubscribe: true },
        )
      }
      failed(alert, `${KIND_NAMES[kind]} to ${device}`, `push alert ${alert.id}`, error)
    }
  }

  /** Tried again later, with the reason in the lead's history and the log. */
  function failed(alert: DueAlert, what: string, logged: string, error: unknown) {
    const retryAt = new Date(now().getTime() + pushRetryDelayMs(alert.attempts))
    const reason = reasonOf(error)
    const at = retryAt.toISOString()
    alerts.markFailed(
      alert,
      now(),
      reason,
      retryAt,
      `${what} failed (${reason}); trying again at ${at}`,
    )
    options.log(`${logged} failed; retrying at ${at}`, error)
  }

  async function deliverEmail(alert: DueAlert) {
    const { mail } = options
    if (!mail || !alert.lead) return alerts.drop(alert, now(), undefined)
    const email = leadEmail(alert.lead, [], options.inboxUrl?.(alert.lead.id))
    const to = typeof mail.to === 'string' ? [mail.to] : [...mail.to]
    try {
      await mail.mailer.send({
        to,
        ...email,
        subject: `Still unopened: ${email.subject}`,
      })
      alerts.markSent(alert, now(), `Emergency e-mailed again to ${to.join(', ')}`)
    } catch (error) {
      failed(alert, `Emergency e-mail to ${to.join(', ')}`, `escalation e-mail ${alert.id}`, error)
    }
  }

  async function drain() {
    alerts.escalate(now(), { email: Boolean(options.mail) })
    for (;;) {
      const due = alerts.due(now(), BATCH)
      if (due.length === 0 || stopped()) return
      await Promise.all(due.map(deliver))
      if (due.length < BATCH) return
    }
  }

  const rounds = outboxRounds({
    drain,
    pollMs: options.pollMs ?? POLL_MS,
    name: 'alert',
    log: options.log,
  })
  const stopped = rounds.isStopped
  return { kick: rounds.kick, start: rounds.start, stop: rounds.stop }
}

export type AlertWorker = ReturnType<typeof createAlertWorker>

import { type Mailer, retryDelayMs } from '../leads/email-outbox'
import { outboxRounds } from '../leads/outbox-rounds'
import { visitEmail } from './visit-email'
import type { VisitMailQueries } from './visit-mail-queries'

const POLL_MS = 30_000

const SENT_WORDS = {
  confirmed: 'Visit confirmation e-mailed to',
  moved: 'New visit time e-mailed to',
  declined: 'Visit decline e-mailed to',
} as const

/**
 * Sends the visitor's visit e-mails from their outbox, in rounds like the owner's e-mail: at start,
 * when kicked (the owner just confirmed, moved or declined) and on a timer. A failing mail server
 * only delays them, retried with the same backoff; the owner's change was committed before.
 */
export function createVisitMailWorker(options: {
  visitMail: Pick<VisitMailQueries, 'due' | 'markSent' | 'markFailed'>
  mailer: Mailer
  /** The site's host, for the invitations' UIDs. */
  siteHost: string
  log: (message: string, error?: unknown) => void
  now?: () => Date
  pollMs?: number
}) {
  const now = options.now ?? (() => new Date())

  async function drain() {
    for (const mail of options.visitMail.due(now())) {
      if (rounds.isStopped()) return
      try {
        await options.mailer.send(visitEmail(mail, { siteHost: options.siteHost, stamp: now() }))
        options.visitMail.markSent(
          mail.id,
          mail.leadId,
          now(),
          `${SENT_WORDS[mail.kind]} ${mail.email}`,
        )
      } catch (error) {
        const at = now()
        const retryAt = new Date(at.getTime() + retryDelayMs(mail.attempts))
        const reason = error instanceof Error ? error.message : String(error)
        options.visitMail.markFailed(
          mail.id,
          mail.leadId,
          String(error),
          retryAt,
          at,
          `Visit e-mail to the visitor failed (${reason}); trying again at ${retryAt.toISOString()}`,
        )
        options.log(
          `visit e-mail ${mail.id} for lead ${mail.leadId} failed; retrying at ${retryAt.toISOString()}`,
          error,
        )
      }
    }
  }

  const rounds = outboxRounds({
    drain,
    pollMs: options.pollMs ?? POLL_MS,
    name: 'visit e-mail',
    log: options.log,
  })
  return { kick: rounds.kick, start: rounds.start, stop: rounds.stop }
}

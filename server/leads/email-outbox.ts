import nodemailer from 'nodemailer'
import { siteConfig } from '../../app/content/site'
import { serviceName, urgencyName } from '../../app/lib/quote-extras'
import type { LeadStore } from './store'
import type { Lead } from './types'

type MailAttachment = { filename: string; contentType: string; content: Buffer }
/** nodemailer's address object: taken as one address, never parsed for more. */
type MailAddress = { name: string; address: string }

export type Mailer = {
  send(message: {
    to: string
    replyTo: MailAddress
    subject: string
    text: string
    html: string
    attachments?: MailAttachment[]
  }): Promise<void>
}

/** Photos ride along as attachments while they stay under this together; above, a link. */
const ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024

const RETRY_BASE_MS = 30_000
const RETRY_MAX_MS = 6 * 60 * 60 * 1000
const POLL_MS = 30_000

/** 30 s, 1 min, 2 min, ... up to 6 h between attempts; the outbox keeps them across restarts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attempts, RETRY_MAX_MS)
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * The owner's e-mail for one lead; everything the visitor typed is escaped in the HTML part.
 * Reply-To is the visitor (one address, however it is written), so the owner's "Reply" answers
 * the lead rather than the site's sender.
 * An emergency says so first in the subject. Photos are attached while they stay under
 * ATTACHMENTS_MAX_BYTES together; above, the e-mail says how many and links to the lead.
 */
export function leadEmail(
  lead: Lead,
  photos: readonly { type: string; bytes: Buffer }[] = [],
  inboxUrl?: string,
  photoNote?: string | null,
) {
  const photoBytes = photos.reduce((sum, photo) => sum + photo.bytes.length, 0)
  const attach = photos.length > 0 && photoBytes < ATTACHMENTS_MAX_BYTES
  const photosSent = attach
    ? `${photos.length}, attached`
    : `${photos.length}, too large to attach together: see them in the inbox`
  const rows: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone || '(not given)'],
    ['Which service', lead.service ? serviceName(lead.service) : '(not said)'],
    ['How urgent', lead.urgency ? urgencyName(lead.urgency) : '(not said)'],
    [
      'Photos',
      photos.length === 0
        ? (photoNote ?? '(none)')
        : [photosSent, photoNote].filter(Boolean).join('. '),
    ],
    ['Sent from page', lead.page || '(unknown)'],
    ['Referring site', lead.referrer || '(none)'],
    ['First page of the visit', lead.landingPage || '(unknown)'],
    ['Campaign (UTM)', lead.utm || '(none)'],
    ['Received', lead.createdAt],
    ['Lead id', lead.id],
  ]
  const who = lead.name.replace(/\s+/g, ' ').slice(0, 80)
  const subject = `${lead.urgency === 'emergency' ? 'Emergency: ' : ''}New website enquiry from ${who}`
  const link = inboxUrl ? `\nOpen it in your inbox: ${inboxUrl}\n` : ''
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${lead.comment}\n${link}`
  const html = [
    `<h1>New enquiry on the ${escapeHtml(siteConfig.companyName)} website</h1>`,
    '<table>',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(lead.comment)}</p>`,
    inboxUrl ? `<p><a href="${escapeHtml(inboxUrl)}">Open it in your inbox</a></p>` : '',
  ].join('\n')
  const attachments: MailAttachment[] = attach
    ? photos.map((photo, index) => ({
        filename: `photo-${index + 1}.${photo.type.replace('image/', '').replace('jpeg', 'jpg')}`,
        contentType: photo.type,
        content: photo.bytes,
      }))
    : []
  // As an address object, what the visitor typed is one recipient whatever it holds: a comma,
  // a line break or `?cc=` cannot add another or a header. No display name: nothing else of
  // theirs goes into a header.
  const replyTo: MailAddress = { name: '', address: lead.email }
  return { replyTo, subject, text, html, attachments }
}

/**
 * Nodemailer waits up to 2 min to connect and 10 min on a silent socket; a hung mail server would
 * then hold a shutdown past systemd's or Docker's stop timeout. Seconds here; a send that times out
 * stays in the outbox and is retried.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000 }

export function smtpMailer(
  smtpUrl: string,
  from: string,
  timeouts: Partial<typeof SMTP_TIMEOUTS_MS> = {},
): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS, ...timeouts })
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
  }
}

/**
 * Sends the outbox: right after a lead is committed (kick) and on a timer for retries. A failing
 * mail server only delays e-mails; the lead itself was stored before any of this runs.
 */
export function createNotifier(options: {
  leadStore: LeadStore
  mailer: Mailer
  to: string
  /** The lead's page in the owner's inbox, linked from each e-mail. */
  inboxUrl?: (leadId: string) => string
  log: (message: string, error?: unknown) => void
  now?: () => Date
  pollMs?: number
}) {
  const now = options.now ?? (() => new Date())
  let running: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  async function drain() {
    for (const pending of options.leadStore.dueNotifications(now())) {
      if (stopped) return
      try {
        await options.mailer.send({
          to: options.to,
          ...leadEmail(
            pending.lead,
            pending.photos,
            options.inboxUrl?.(pending.leadId),
            pending.photoNote,
          ),
        })
        options.leadStore.markNotificationSent(pending.leadId, now())
      } catch (error) {
        const retryAt = new Date(now().getTime() + retryDelayMs(pending.attempts))
        options.leadStore.markNotificationFailed(pending.leadId, String(error), retryAt)
        options.log(
          `notification for lead ${pending.leadId} failed; retrying at ${retryAt.toISOString()}`,
          error,
        )
      }
    }
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await drain()
      } while (again && !stopped)
    })()
      // Storage down: the round ends; the outbox is still there for the next one.
      .catch((error: unknown) => options.log('notification round stopped', error))
      .finally(() => {
        running = undefined
      })
    return running
  }

  return {
    kick,
    start() {
      timer = setInterval(() => void kick(), options.pollMs ?? POLL_MS)
      timer.unref()
      void kick()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running
    },
  }
}

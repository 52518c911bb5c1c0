import nodemailer from 'nodemailer'
import { outboxRounds } from './outbox-rounds'
import { siteConfig } from '../../app/content/site'
import { serviceName, urgencyName } from '../../app/lib/quote-extras'
import { businessTimeWithZone } from './business-time'
import type { DkimSigning } from './mail-auth'
import type { LeadStore } from './store'
import type { Lead } from './types'

type MailAttachment = { filename: string; contentType: string; content: Buffer }
export type MailAddress = { name: string; address: string }

export type Mailer = {
  /** Resolves to the mail server's answer where the transport has one (the settings page shows it). */
  send(message: {
    /** An object for a typed address: its name and address cannot add a recipient or header. */
    to: string | string[] | MailAddress
    replyTo: MailAddress
    subject: string
    text: string
    html: string
    attachments?: MailAttachment[]
  }): Promise<unknown>
}

const ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024

const RETRY_BASE_MS = 30_000
const RETRY_MAX_MS = 6 * 60 * 60 * 1000
const POLL_MS = 30_000

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

/** All typed text is escaped in the HTML; Reply-To is the visitor, so "Reply" answers the lead. */
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
    ['Received', businessTimeWithZone(lead.createdAt)],
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
  // As an object, the typed address cannot add a recipient or header (a comma, line break, ?cc=).
  const replyTo: MailAddress = { name: '', address: lead.email }
  return { replyTo, subject, text, html, attachments }
}

// Nodemailer's defaults would let a hung mail server hold a shutdown past the stop timeout.
const SMTP_TIMEOUTS_MS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000 }

export function smtpMailer(
  smtpUrl: string,
  from: string,
  timeouts: Partial<typeof SMTP_TIMEOUTS_MS> = {},
  dkim?: DkimSigning,
): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...SMTP_TIMEOUTS_MS,
    ...timeouts,
    ...(dkim ? { dkim } : {}),
  })
  return {
    async send(message): Promise<string> {
      const info = await transport.sendMail({ from, ...message })
      return info.response
    },
  }
}

/** A failing mail server only delays e-mails: the lead was stored before any of this runs. */
export function createNotifier(options: {
  leadStore: LeadStore
  mailer: Mailer
  /** Every address gets the one message: NOTIFY_EMAIL may name several. */
  to: string | readonly string[]
  inboxUrl?: (leadId: string) => string
  log: (message: string, error?: unknown) => void
  now?: () => Date
  pollMs?: number
}) {
  const now = options.now ?? (() => new Date())
  const to = typeof options.to === 'string' ? [options.to] : [...options.to]

  async function drain() {
    for (const pending of options.leadStore.dueNotifications(now())) {
      if (stopped()) return
      try {
        await options.mailer.send({
          to,
          ...leadEmail(
            pending.lead,
            pending.photos,
            options.inboxUrl?.(pending.leadId),
            pending.photoNote,
          ),
        })
        options.leadStore.markNotificationSent(
          pending.leadId,
          now(),
          `E-mailed to ${to.join(', ')}`,
        )
      } catch (error) {
        const at = now()
        const retryAt = new Date(at.getTime() + retryDelayMs(pending.attempts))
        const reason = error instanceof Error ? error.message : String(error)
        options.leadStore.markNotificationFailed(pending.leadId, String(error), retryAt, {
          at,
          what: `E-mail failed (${reason}); trying again at ${retryAt.toISOString()}`,
        })
        options.log(
          `notification for lead ${pending.leadId} failed; retrying at ${retryAt.toISOString()}`,
          error,
        )
      }
    }
  }

  const rounds = outboxRounds({
    drain,
    pollMs: options.pollMs ?? POLL_MS,
    name: 'notification',
    log: options.log,
  })
  const stopped = rounds.isStopped
  return { kick: rounds.kick, start: rounds.start, stop: rounds.stop }
}

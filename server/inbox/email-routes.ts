import { ownerText, postedFromOwnPage } from '../owner/own-form'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { randomUUID } from 'node:crypto'
import { siteConfig } from '../../app/content/site'
import { type Mailer, escapeHtml } from '../leads/email-outbox'
import {
  type MailSender,
  type TxtResolver,
  checkRecords,
  senderRecords,
  systemTxtResolver,
} from '../leads/mail-auth'
import { INBOX_PAGE_HEADERS } from '../site/security-headers'
import { renderPage } from './layout'
import {
  type CheckedRecord,
  EMAIL_SETTINGS_PATH,
  EMAIL_TEST_PATH,
  EmailPage,
  type TestResult,
} from './email-page'

/** NOTIFY_EMAIL may name several addresses; the test goes to all of them, as a lead's e-mail does. */
const recipients = (to: string | readonly string[]) => (typeof to === 'string' ? [to] : [...to])

export type EmailSettingsOptions = {
  mail: { mailer: Mailer; to: string | readonly string[]; sender?: MailSender } | undefined
  resolveTxt?: TxtResolver
  editorOf: (request: FastifyRequest) => string | undefined
  siteEditor: boolean
}

const RESULT_KEPT_MS = 10 * 60_000
const RESULTS_KEPT = 20
const RESULT_ID = /^[0-9a-f-]{36}$/

/**
 * The owner's e-mail settings: the DNS records of the sending domain and a test e-mail. The test's
 * answer waits in memory under a random id for the page after the redirect: the address carries
 * the id, never the text.
 */
export function emailSettingsRoutes(app: FastifyInstance, options: EmailSettingsOptions): void {
  const resolveTxt = options.resolveTxt ?? systemTxtResolver()
  const results = new Map<string, { result: TestResult; until: number }>()
  const keep = (result: TestResult) => {
    const now = Date.now()
    for (const [id, kept] of results) if (kept.until < now) results.delete(id)
    while (results.size >= RESULTS_KEPT) results.delete(results.keys().next().value ?? '')
    const id = randomUUID()
    results.set(id, { result, until: now + RESULT_KEPT_MS })
    return id
  }
  const resultOf = (id: unknown): TestResult | undefined => {
    if (typeof id !== 'string' || !RESULT_ID.test(id)) return undefined
    const kept = results.get(id)
    return kept && kept.until >= Date.now() ? kept.result : 'expired'
  }

  app.get(EMAIL_SETTINGS_PATH, async (request, reply) => {
    const { mail } = options
    const sender = mail?.sender
    let domain: string | undefined
    let records: CheckedRecord[] = []
    if (sender) {
      const wanted = senderRecords(sender)
      domain = wanted.domain
      const answers = await checkRecords(wanted.domain, wanted.records, resolveTxt)
      records = wanted.records.map((record, index) => ({
        record,
        answer: answers[index] ?? { state: 'missing' },
      }))
    }
    const page = EmailPage({
      editor: options.editorOf(request) ?? '',
      siteEditor: options.siteEditor,
      mail: mail && { to: recipients(mail.to).join(', '), sender },
      domain,
      records,
      result: resultOf((request.query as Record<string, unknown>).test),
    })
    return reply.headers(INBOX_PAGE_HEADERS).type('text/html; charset=utf-8').send(renderPage(page))
  })

  app.post(EMAIL_TEST_PATH, async (request, reply) => {
    if (!postedFromOwnPage(request, reply)) return reply
    const { mail } = options
    if (!mail) {
      return ownerText(
        reply,
        409,
        'E-mail alerts are off: the server has no SMTP_URL and NOTIFY_EMAIL.',
      )
    }
    const who = options.editorOf(request) ?? 'an owner'
    const text = `A test of the lead alerts of the ${siteConfig.companyName} website, sent by ${who} from the e-mail alerts page. New leads arrive the same way.`
    let result: TestResult
    try {
      const answer = await mail.mailer.send({
        to: recipients(mail.to),
        replyTo: { name: '', address: recipients(mail.to)[0] ?? '' },
        subject: `Test e-mail from the ${siteConfig.companyName} website`,
        text,
        html: `<p>${escapeHtml(text)}</p>`,
      })
      result = { ok: true, answer: typeof answer === 'string' ? answer : 'Accepted.' }
    } catch (error) {
      request.log.warn({ err: error }, 'test e-mail failed')
      result = { ok: false, answer: error instanceof Error ? error.message : String(error) }
    }
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(`${EMAIL_SETTINGS_PATH}?test=${keep(result)}`, 303)
  })
}

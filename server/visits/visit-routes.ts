import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { contactContent } from '../../app/content/contact'
import { noticesContent } from '../../app/content/notices'
import { contactPath } from '../../app/lib/contact-path'
import { LEAD_QUERY, LOCAL_WINDOW, VISIT_FIELD, VISIT_PATH } from '../../app/lib/visit-fields'
import { escapeHtml } from '../leads/email-outbox'
import { StorageUnavailable } from '../leads/guarded-store'
import type { LeadStore } from '../leads/store'
import { THANK_YOU_PATH, plainPage } from '../contact/responses'
import { parseUrlEncoded } from '../site/form-body'
import { pickerDays } from './visit-words'
import { rebookMarkup } from './visit-markup'

const { form } = contactContent
// A lead's id, a random UUID: the only key a visitor holds to pick a window again.
export const LEAD_ID = /^[0-9a-f-]{36}$/

const thankYou = (lead: string) => `${THANK_YOU_PATH}?${LEAD_QUERY}=${encodeURIComponent(lead)}`

function leadOf(request: FastifyRequest): string | undefined {
  const { searchParams } = new URL(request.url, 'http://localhost')
  const lead = searchParams.get(LEAD_QUERY) ?? ''
  return LEAD_ID.test(lead) ? lead : undefined
}

/**
 * Where a visitor whose picked window was taken meanwhile picks another, for the message already
 * stored: a page without script, and the form the island's answer shows posts here too.
 */
export function visitRoutes(
  app: FastifyInstance,
  options: { leadStore: LeadStore; rateLimit: { max: number; windowMs: number } },
) {
  const { leadStore } = options

  function pickAgainPage(reply: FastifyReply, lead: string, status = 200, problem?: string) {
    const days = pickerDays(leadStore.visits.openWindows())
    const body = [
      `<h1>${escapeHtml(form.sent.heading)}</h1>`,
      `<p>${escapeHtml(form.sent.reply)}</p>`,
      problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : '',
      rebookMarkup({ lead, picker: { days, taken: true } }),
      `<p><a href="/">${escapeHtml(noticesContent.notFound.backHome)}</a></p>`,
    ].join('')
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(plainPage(form.sent.heading, body))
  }

  app.get(VISIT_PATH, async (request, reply) => {
    const lead = leadOf(request)
    if (!lead) return reply.redirect(contactPath, 303)
    try {
      if (leadStore.visits.visitOf(lead)) return reply.redirect(thankYou(lead), 303)
      return pickAgainPage(reply, lead)
    } catch (error) {
      if (error instanceof StorageUnavailable) return reply.redirect(THANK_YOU_PATH, 303)
      throw error
    }
  })

  app.post(
    VISIT_PATH,
    {
      config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } },
    },
    async (request, reply) => {
      let fields: Record<string, string>
      try {
        fields = Buffer.isBuffer(request.body) ? parseUrlEncoded(request.body) : {}
      } catch {
        fields = {}
      }
      const lead = fields[LEAD_QUERY] ?? ''
      const requested = fields[VISIT_FIELD] ?? ''
      if (!LEAD_ID.test(lead)) return reply.redirect(contactPath, 303)
      if (!LOCAL_WINDOW.test(requested))
        return pickAgainPage(reply, lead, 400, form.visit.problems.window)
      let outcome
      try {
        outcome = leadStore.visits.bookLater(lead, requested)
      } catch (error) {
        if (!(error instanceof StorageUnavailable)) throw error
        // The message is stored; the window can wait for the owner's call.
        return reply.redirect(THANK_YOU_PATH, 303)
      }
      // Taken again: the page offers what is open now. Otherwise the message is in either way.
      if (outcome && !outcome.booked)
        return reply.redirect(`${VISIT_PATH}?${LEAD_QUERY}=${lead}`, 303)
      return reply.redirect(thankYou(lead), 303)
    },
  )
}

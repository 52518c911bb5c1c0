import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ReactNode } from 'react'
import { INBOX_PATH } from '../../shared/admin-paths'
import { ownerForm, ownerText } from '../owner/own-form'
import { siteOrigin } from '../site/request-url'
import { type InboxFilter, type LeadSummary, STATUS_LABELS, isLeadStatus } from '../leads/types'
import { toCsv, visitColumns } from '../leads/csv'
import { StorageUnavailable } from '../leads/guarded-store'
import { INBOX_PAGE_HEADERS, OWNER_PAGE_HEADERS } from '../site/security-headers'
import type { LeadStore } from '../leads/store'
import { exactTime } from './format'
import {
  ACTIONS_ID,
  type AnswerLink,
  DeletePage,
  LeadPage,
  NOTES_ID,
  NOTE_MAX_LENGTH,
  type Notice,
  answerTarget,
} from './lead-page'
import { renderPage } from './layout'
import { VISIT_ID } from './visit-block'
import { VISIT_NOTICES } from './visit-notices'
import { visitRoutes } from './visit-routes'
import { ListPage } from './list-page'
import { type SourcesPeriod, SourcesPage } from './sources-page'

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** Random ids: a photo's address cannot be guessed from its lead's. */
const PHOTO_ID = /^[\w-]{22}$/
const SOURCE_PERIODS_DAYS = [30, 90]
const DAY_MS = 24 * 60 * 60_000

const NOTICES = {
  note: 'Note saved.',
  'not-spam': 'Moved to the inbox.',
  deleted: 'The lead was deleted.',
  ...VISIT_NOTICES,
} as const

type Done = keyof typeof NOTICES | `status-${string}`

function noticeOf(done: unknown): string | undefined {
  if (typeof done !== 'string') return undefined
  if (done in NOTICES) return NOTICES[done as keyof typeof NOTICES]
  const status = done.replace(/^status-/, '')
  return isLeadStatus(status) ? `Marked ${STATUS_LABELS[status]}.` : undefined
}

/** On a lead's page the notice stands beside the buttons that made it, where the page opens. */
function leadNoticeOf(done: unknown): Notice | undefined {
  const text = noticeOf(done)
  if (!text) return undefined
  const at =
    done === 'note'
      ? NOTES_ID
      : String(done).startsWith('status-')
        ? ACTIONS_ID
        : String(done).startsWith('visit-')
          ? VISIT_ID
          : 'top'
  return { text, at }
}

const ANSWER_LINKS: readonly AnswerLink[] = ['call', 'text', 'reply']
const isAnswerLink = (value: unknown): value is AnswerLink =>
  ANSWER_LINKS.some((via) => via === value)

/**
 * The tap came from our own page: a SameSite=Lax cookie still rides a cross-site link's GET, so
 * the fetch metadata (or, from a browser without it, Origin or Referer) must say same-origin.
 */
function tappedOnOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined) return site === 'same-origin'
  const from = request.headers.origin ?? request.headers.referer
  if (typeof from !== 'string') return false
  try {
    return new URL(from).origin === siteOrigin(request)
  } catch {
    return false
  }
}

export type InboxRouteOptions = {
  leadStore: Pick<LeadStore, 'inbox' | 'photo' | 'alerts' | 'visits'>
  editorOf: (request: FastifyRequest) => string | undefined
  siteEditor: boolean
  notify: boolean
  onQueued: () => void
  onVisitMailQueued: () => void
}

function filterOf(query: Record<string, unknown>): InboxFilter {
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : ''
  return {
    folder: query.folder === 'spam' ? 'spam' : 'inbox',
    ...(isLeadStatus(query.status) ? { status: query.status } : {}),
    ...(q ? { query: q } : {}),
  }
}

const html = (reply: FastifyReply, element: ReactNode, status = 200) =>
  reply
    .code(status)
    .headers(INBOX_PAGE_HEADERS)
    .type('text/html; charset=utf-8')
    .send(renderPage(element))

/** Sign-in is checked before these run (server/app.ts); each POST also checks the Origin. */
export async function inboxRoutes(parent: FastifyInstance, options: InboxRouteOptions) {
  await parent.register(async (app) => inboxScope(app, options))
}

function inboxScope(app: FastifyInstance, options: InboxRouteOptions): void {
  const { inbox } = options.leadStore
  // The database cannot be read or written right now: say so, keep the details for the log.
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'lead inbox request failed')
    const status = error instanceof StorageUnavailable ? 503 : 500
    return reply
      .code(status)
      .headers(OWNER_PAGE_HEADERS)
      .header('Retry-After', '60')
      .type('text/plain; charset=utf-8')
      .send(
        'The leads cannot be read just now; none is lost. Try again in a minute, and tell your agency if it lasts.',
      )
  })
  const editorOf = (request: FastifyRequest) => options.editorOf(request) ?? ''
  const layout = (request: FastifyRequest) => ({
    editor: editorOf(request),
    siteEditor: options.siteEditor,
    unopened: inbox.unopened(),
  })
  const back = (reply: FastifyReply, path: string, done: Done, fragment = '') =>
    reply
      .header('Cache-Control', 'no-store')
      .redirect(`${path}?done=${done}${fragment ? `#${fragment}` : ''}`, 303)

  app.get(INBOX_PATH, (request, reply) => {
    const query = request.query as Record<string, unknown>
    const filter = filterOf(query)
    const page = Math.max(1, Math.min(100_000, Number.parseInt(String(query.page ?? '1'), 10) || 1))
    const { leads, total } = inbox.list(filter, page)
    return html(
      reply,
      ListPage({
        ...layout(request),
        filter,
        page,
        leads,
        total,
        failingAlerts: inbox.failingAlerts(),
        failingPushes: options.leadStore.alerts.failingPushes(),
        notice: noticeOf(query.done),
        now: Date.now(),
      }),
    )
  })

  app.get(`${INBOX_PATH}/export.csv`, (request, reply) => {
    const filter = filterOf(request.query as Record<string, unknown>)
    const day = new Date().toISOString().slice(0, 10)
    const folder = filter.folder === 'spam' ? 'spam' : 'leads'
    return reply
      .headers(OWNER_PAGE_HEADERS)
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${folder}-${day}.csv"`)
      .send(
        toCsv<LeadSummary>(
          inbox.matching(filter),
          [
            { name: 'status', value: (lead) => STATUS_LABELS[lead.status] },
            { name: 'spam', value: (lead) => lead.spam ?? '' },
            ...visitColumns<LeadSummary>(options.leadStore.visits.visitOf),
            // The notes last: the longest text, and the column a spreadsheet wraps.
            {
              name: 'notes',
              value: (lead) =>
                inbox
                  .notesOf(lead.id)
                  .map((note) => `${exactTime(note.at)}, ${note.editor}: ${note.text}`)
                  .join('\n\n'),
            },
          ],
          { businessTime: true },
        ),
      )
  })

  app.get(`${INBOX_PATH}/sources`, (request, reply) => {
    const now = Date.now()
    const periods: SourcesPeriod[] = SOURCE_PERIODS_DAYS.map((days) => ({
      days,
      ...inbox.sources(new Date(now - days * DAY_MS)),
    }))
    const response = inbox.responseStats(new Date(now), SOURCE_PERIODS_DAYS)
    return html(reply, SourcesPage({ ...layout(request), periods, response }))
  })

  function leadOr404(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string }
    const lead = LEAD_ID.test(id) ? inbox.lead(id) : undefined
    if (!lead) void reply.callNotFound()
    return lead
  }

  app.get(`${INBOX_PATH}/:id`, (request, reply) => {
    const lead = leadOr404(request, reply)
    if (!lead) return reply
    inbox.markOpened(lead.id)
    const notice = leadNoticeOf((request.query as Record<string, unknown>).done)
    const { visits } = options.leadStore
    const visit = lead.spam ? null : visits.visitOf(lead.id)
    const offer = visit || (lead.address && !lead.spam)
    return html(
      reply,
      LeadPage({
        ...layout(request),
        lead,
        visit: offer ? { visit, open: visits.openWindows() } : undefined,
        notice,
        now: Date.now(),
      }),
    )
  })

  // Call, Text and Reply stop here on their way out: the first tap starts the response clock.
  app.get(`${INBOX_PATH}/:id/answer`, (request, reply) => {
    const lead = leadOr404(request, reply)
    if (!lead) return reply
    const { via } = request.query as Record<string, unknown>
    const target = isAnswerLink(via) ? answerTarget(lead, via) : undefined
    if (!isAnswerLink(via) || !target) return reply.callNotFound()
    // Not provably our own page: the link still works, it only leaves the clock alone.
    if (tappedOnOwnPage(request)) inbox.recordAnswer(lead.id, via, editorOf(request))
    return reply.headers(OWNER_PAGE_HEADERS).redirect(target, 303)
  })

  const photoRoute =
    (size: 'full' | 'thumbnail') => (request: FastifyRequest, reply: FastifyReply) => {
      const { id, photoId } = request.params as { id: string; photoId: string }
      const photo =
        LEAD_ID.test(id) && PHOTO_ID.test(photoId)
          ? options.leadStore.photo(id, photoId, size)
          : undefined
      if (!photo) return reply.callNotFound()
      return reply.headers(OWNER_PAGE_HEADERS).type(photo.type).send(photo.bytes)
    }
  app.get(`${INBOX_PATH}/:id/photos/:photoId`, photoRoute('full'))
  app.get(`${INBOX_PATH}/:id/photos/:photoId/thumbnail`, photoRoute('thumbnail'))

  app.get(`${INBOX_PATH}/:id/delete`, (request, reply) => {
    const lead = leadOr404(request, reply)
    if (!lead) return reply
    return html(reply, DeletePage({ ...layout(request), lead }))
  })

  const formOf = ownerForm

  const refuse = (reply: FastifyReply, message: string) => ownerText(reply, 400, message)

  visitRoutes(
    app,
    options.leadStore.visits,
    {
      formOf,
      leadOr404,
      back,
      refuse,
      editorOf,
      html,
      layout,
    },
    options.onVisitMailQueued,
  )

  app.post(`${INBOX_PATH}/:id/status`, (request, reply) => {
    const form = formOf(request, reply)
    if (!form) return reply
    const lead = leadOr404(request, reply)
    if (!lead) return reply
    if (!isLeadStatus(form.status)) return refuse(reply, 'Choose one of the statuses.')
    inbox.setStatus(lead.id, form.status, editorOf(request))
    return back(reply, `${INBOX_PATH}/${lead.id}`, `status-${form.status}`, ACTIONS_ID)
  })

  app.post(`${INBOX_PATH}/:id/notes`, (request, reply) => {
    const form = formOf(request, reply)
    if (!form) return reply
    const lead = leadOr404(request, reply)
    if (!lead) return reply
    const text = (form.text ?? '').replace(/\r\n?/g, '\n').trim()
    if (!text) return refuse(reply, 'Write the note first.')
    if (text.length > NOTE_MAX_LENGTH) {
      return refuse(reply, `A note is at most ${NOTE_MAX_LENGTH} characters.`)
    }
    inbox.addNote(lead.id, text, editorOf(request))
    return back(reply, `${INBOX_PATH}/${lead.id}`, 'note', NOTES_ID)
  })

  app.post(`${INBOX_PATH}/:id/not-spam`, (request, reply) => {
    const form = formOf(request, reply)
    if (!form) return reply
    const lead = leadOr404(request, reply)
    if (!lead) return reply
    if (inbox.markNotSpam(lead.id, editorOf(request), { notify: options.notify })) {
      options.onQueued()
    }
    return back(reply, `${INBOX_PATH}/${lead.id}`, 'not-spam')
  })

  app.post(`${INBOX_PATH}/:id/delete`, (request, reply) => {
    const form = formOf(request, reply)
    if (!form) return reply
    const lead = leadOr404(request, reply)
    if (!lead) return reply
    inbox.deleteLead(lead.id, editorOf(request))
    return back(reply, INBOX_PATH, 'deleted')
  })
}

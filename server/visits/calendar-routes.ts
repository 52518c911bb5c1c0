import { postedFromOwnPage } from '../owner/own-form'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { renderPage } from '../inbox/layout'
import { INBOX_PAGE_HEADERS } from '../site/security-headers'
import { calendarFeed } from './calendar-feed'
import { CalendarPage } from './calendar-page'
import {
  CALENDAR_PATH,
  CALENDAR_RESET_PATH,
  calendarFeedPath,
  feedSecretOf,
} from './calendar-paths'
import type { VisitMailQueries } from './visit-mail-queries'

/** Visits that ended up to this long ago stay in the feed: last month's visit is still looked up. */
const FEED_PAST_MS = 30 * 24 * 60 * 60_000

/**
 * The owner's private calendar feed and the page that gives its address. The feed is fetched by
 * calendar services without the owner's session (the gate lets its path through); its secret is
 * the only key, and any other answers 404 with nothing more.
 */
export function calendarRoutes(
  app: FastifyInstance,
  options: {
    visitMail: Pick<
      VisitMailQueries,
      'confirmedSince' | 'feedSecret' | 'resetFeedSecret' | 'isFeedSecret'
    >
    editorOf: (request: FastifyRequest) => string | undefined
    siteEditor: boolean
    siteUrl: string
    now?: () => Date
  },
): void {
  const now = options.now ?? (() => new Date())
  const origin = options.siteUrl.replace(/\/+$/, '')

  app.get(`${CALENDAR_PATH}/:file`, async (request, reply) => {
    const secret = feedSecretOf(request.url.split('?')[0] ?? '')
    if (secret === undefined || !options.visitMail.isFeedSecret(secret)) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found')
    }
    const at = now()
    const visits = options.visitMail.confirmedSince(new Date(at.getTime() - FEED_PAST_MS))
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(calendarFeed(visits, origin, at))
  })

  app.get(CALENDAR_PATH, async (request, reply) => {
    const page = CalendarPage({
      editor: options.editorOf(request) ?? '',
      siteEditor: options.siteEditor,
      feedUrl: `${origin}${calendarFeedPath(options.visitMail.feedSecret())}`,
      reset: (request.query as Record<string, unknown>).reset === '1',
    })
    return reply.headers(INBOX_PAGE_HEADERS).type('text/html; charset=utf-8').send(renderPage(page))
  })

  app.post(CALENDAR_RESET_PATH, async (request, reply) => {
    if (!postedFromOwnPage(request, reply)) return reply
    options.visitMail.resetFeedSecret()
    return reply.header('Cache-Control', 'no-store').redirect(`${CALENDAR_PATH}?reset=1`, 303)
  })
}

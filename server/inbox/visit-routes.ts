import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { INBOX_PATH } from '../../shared/admin-paths'
import type { LeadStore } from '../leads/store'
import type { VisitChange } from '../visits/visit-queries'
import { availabilityRoutes } from './availability-routes'
import type { InboxHelpers } from './inbox-helpers'
import type { VisitDone } from './visit-notices'
import { VISIT_ID } from './visit-block'
import { UPCOMING_PATH, UpcomingPage } from './upcoming-page'

function doneOf(change: VisitChange, changed: VisitDone): VisitDone {
  switch (change.outcome) {
    case 'changed':
      return changed
    case 'unchanged':
      return 'visit-unchanged'
    case 'refused':
      return change.reason === 'declined'
        ? 'visit-was-declined'
        : change.reason === 'no-visit'
          ? 'visit-none'
          : 'visit-taken'
  }
}

/** The owner's Confirm, Offer another time and Decline on a lead, and the Upcoming visits page. */
export function visitRoutes(
  app: FastifyInstance,
  visits: LeadStore['visits'],
  helpers: InboxHelpers,
  /** After a change has queued the visitor's e-mail: its worker sends at once. */
  onMailQueued: () => void,
): void {
  const { formOf, leadOr404, back, editorOf } = helpers

  app.get(UPCOMING_PATH, (request, reply) =>
    helpers.html(
      reply,
      UpcomingPage({ ...helpers.layout(request), visits: visits.upcoming(new Date()) }),
    ),
  )
  availabilityRoutes(app, visits, helpers)

  const action =
    (
      changed: VisitDone,
      change: (leadId: string, editor: string, form: Record<string, string>) => VisitChange,
    ) =>
    (request: FastifyRequest, reply: FastifyReply) => {
      const form = formOf(request, reply)
      if (!form) return reply
      const lead = leadOr404(request, reply)
      if (!lead) return reply
      if (changed === 'visit-moved' && !form.window) {
        return helpers.refuse(reply, 'Choose one of the open times first.')
      }
      const outcome = change(lead.id, editorOf(request), form)
      if (outcome.outcome === 'changed') onMailQueued()
      const done = doneOf(outcome, changed)
      return back(reply, `${INBOX_PATH}/${lead.id}`, done, VISIT_ID)
    }

  app.post(
    `${INBOX_PATH}/:id/visit/confirm`,
    action('visit-confirmed', (leadId, editor) => visits.confirm(leadId, editor)),
  )
  app.post(
    `${INBOX_PATH}/:id/visit/decline`,
    action('visit-declined', (leadId, editor) => visits.decline(leadId, editor)),
  )
  app.post(
    `${INBOX_PATH}/:id/visit/move`,
    action('visit-moved', (leadId, editor, form) =>
      visits.moveTo(leadId, form.window ?? '', editor),
    ),
  )
}

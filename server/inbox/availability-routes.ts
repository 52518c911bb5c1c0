import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BUSINESS_TIME_ZONE } from '../leads/business-time'
import type { LeadStore } from '../leads/store'
import {
  formOfAvailability,
  parseAvailabilityForm,
  readAvailabilityForm,
  BLANK_ROWS,
} from './availability-form'
import { AVAILABILITY_PATH, AvailabilityPage } from './availability-page'
import type { InboxHelpers } from './inbox-helpers'

const SAVED = 'The visit hours are saved.'

/** The owner's visit hours (owner-only, as every inbox path is: server/owner/area.ts). */
export function availabilityRoutes(
  app: FastifyInstance,
  visits: LeadStore['visits'],
  helpers: Omit<InboxHelpers, 'back' | 'leadOr404'>,
): void {
  const page = (
    request: FastifyRequest,
    props: Pick<Parameters<typeof AvailabilityPage>[0], 'form' | 'errors' | 'notice'>,
  ) =>
    AvailabilityPage({
      ...helpers.layout(request),
      ...props,
      open: visits.openWindows(),
      timeZone: BUSINESS_TIME_ZONE,
    })

  app.get(AVAILABILITY_PATH, (request, reply) => {
    const done = (request.query as Record<string, unknown>).done
    return helpers.html(
      reply,
      page(request, {
        form: formOfAvailability(visits.availability()),
        errors: [],
        notice: done === 'saved' ? SAVED : undefined,
      }),
    )
  })

  app.post(AVAILABILITY_PATH, (request, reply) => {
    const fields = helpers.formOf(request, reply)
    if (!fields) return reply
    const form = readAvailabilityForm(fields)
    const parsed = parseAvailabilityForm(form)
    if ('errors' in parsed) {
      // Everything typed comes back, with blank rows still there to fill.
      const blanks = form.rows.filter((row) => !row.days.length && !row.start && !row.end).length
      const padded = {
        ...form,
        rows: [
          ...form.rows,
          ...Array.from({ length: Math.max(0, BLANK_ROWS - blanks) }, () => ({
            days: [],
            start: '',
            end: '',
            places: '',
            remove: false,
          })),
        ],
      }
      return helpers.html(reply, page(request, { form: padded, errors: parsed.errors }), 400)
    }
    visits.setAvailability(parsed.availability)
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(`${AVAILABILITY_PATH}?done=saved`, 303)
  })
}

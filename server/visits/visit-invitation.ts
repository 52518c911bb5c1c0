import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { siteConfig } from '../../app/content/site'
import type { VisitMailKind } from './visit-mail-outbox'

export const INVITATION_FILE = 'visit.ics'
/**
 * PUBLISH, not REQUEST: the visitor is told a time, not asked to accept one. A REQUEST wants the
 * visitor as an ATTENDEE and makes mail clients offer Accept/Decline, whose replies go to a mailbox
 * no one reads as a calendar; PUBLISH with the same UID and a higher SEQUENCE still updates the event,
 * and STATUS:CANCELLED takes it off.
 */
const METHOD = ICalCalendarMethod.PUBLISH
export const INVITATION_CONTENT_TYPE = `text/calendar; charset=utf-8; method=${METHOD}`

/** One stable UID per lead: each later e-mail about the visit replaces the event it sent before. */
const invitationUid = (leadId: string, siteHost: string) => `visit-${leadId}@${siteHost}`

/**
 * The visitor's invitation. Start and end are UTC instants (`…Z`), right in every calendar: a TZID
 * would need a VTIMEZONE block beside it, and ical-generator writes none without a generator.
 */
export function visitInvitation(visit: {
  leadId: string
  kind: VisitMailKind
  start: string
  end: string
  sequence: number
  address: string
  summary: string
  description: string
  siteHost: string
  stamp: Date
}): string {
  const calendar = ical({
    prodId: { company: siteConfig.companyName, product: 'Visits', language: 'EN' },
    method: METHOD,
  })
  calendar.createEvent({
    id: invitationUid(visit.leadId, visit.siteHost),
    sequence: visit.sequence,
    stamp: visit.stamp,
    start: new Date(visit.start),
    end: new Date(visit.end),
    summary: visit.summary,
    location: visit.address || null,
    description: visit.description,
    organizer: { name: siteConfig.companyName, email: siteConfig.email },
    status: visit.kind === 'declined' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  return calendar.toString()
}

import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { siteConfig } from '../../app/content/site'
import { INBOX_PATH } from '../../shared/admin-paths'
import type { FeedVisit } from './visit-mail-queries'

/** Calendars that honour it (Apple's, Outlook) fetch again within the hour; Google sets its own pace. */
const REFRESH_SECONDS = 60 * 60

/**
 * The owner's calendar: each confirmed visit with who, where, how to call and a link to the lead.
 * Instants in UTC (`…Z`): right in every calendar, with no VTIMEZONE needed.
 */
export function calendarFeed(visits: readonly FeedVisit[], siteUrl: string, stamp: Date): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const host = new URL(origin).host
  const calendar = ical({
    prodId: { company: siteConfig.companyName, product: 'Visits', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: `${siteConfig.companyName}: estimate visits`,
    ttl: REFRESH_SECONDS,
  })
  for (const visit of visits) {
    const link = `${origin}${INBOX_PATH}/${visit.leadId}`
    calendar.createEvent({
      // Not the visitor's UID: an owner who is also sent the visitor's invitation keeps both.
      id: `owner-visit-${visit.leadId}@${host}`,
      stamp,
      start: new Date(visit.start),
      end: new Date(visit.end),
      summary: `Estimate visit: ${visit.name}`,
      location: visit.address || null,
      description: [
        visit.name,
        visit.phone ? `Phone: ${visit.phone}` : 'Phone: (not given)',
        `E-mail: ${visit.email}`,
        visit.address ? `Address: ${visit.address}` : '',
        `Lead: ${link}`,
      ]
        .filter(Boolean)
        .join('\n'),
      url: link,
      status: ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}

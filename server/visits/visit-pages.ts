import { contactPath } from '../../app/lib/contact-path'
import { LEAD_QUERY } from '../../app/lib/visit-fields'
import { StorageUnavailable } from '../leads/guarded-store'
import type { LeadStore } from '../leads/store'
import type { loadPageCache } from '../site/page-cache'
import { THANK_YOU_PATH } from '../contact/responses'
import { pickerDays, visitWhen } from './visit-words'
import { contactPageWithPicker, thankYouWithVisit } from './visit-markup'
import { LEAD_ID } from './visit-routes'


type PageCache = ReturnType<typeof loadPageCache>
type Served = NonNullable<ReturnType<PageCache['lookup']>> & { noStore?: boolean }

/**
 * The two pages the Node server writes into: /contact gets the open windows, and the thank-you
 * page the booked one. Any other page, or a store that cannot be read, is served as built.
 */
export function pageWithVisits(
  pageCache: PageCache,
  leadStore: LeadStore,
  url: { pathname: string; query: string | undefined },
  acceptEncoding: string,
): Served | undefined {
  try {
    if (url.pathname === contactPath) {
      const state = { days: pickerDays(leadStore.visits.openWindows()) }
      return pageCache.variant(contactPath, acceptEncoding, JSON.stringify(state), (html) =>
        contactPageWithPicker(html, state),
      )
    }
    if (url.pathname === THANK_YOU_PATH && url.query) {
      const lead = new URLSearchParams(url.query).get(LEAD_QUERY) ?? ''
      const visit = LEAD_ID.test(lead) ? leadStore.visits.visitOf(lead) : null
      const html = pageCache.html(THANK_YOU_PATH)
      if (!visit || visit.status === 'declined' || html === undefined) return undefined
      const page = pageCache.lookup(THANK_YOU_PATH, 'identity')
      const body = Buffer.from(thankYouWithVisit(html, visitWhen(visit)))
      return page && { ...page, body, noStore: true }
    }
  } catch (error) {
    if (!(error instanceof StorageUnavailable)) throw error
  }
  return undefined
}

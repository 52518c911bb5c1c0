import { contactPath } from '../../app/lib/contact-path'
import { LEAD_QUERY, type PickerState } from '../../app/lib/visit-fields'
import { StorageUnavailable } from '../leads/guarded-store'
import type { LeadStore } from '../leads/store'
import type { loadPageCache } from '../site/page-cache'
import { THANK_YOU_PATH } from '../contact/responses'
import { pickerDays, visitWhen } from './visit-words'
import { contactPageWithPicker, thankYouWithVisit } from './visit-markup'
import { LEAD_ID } from './visit-routes'
import type { OpenWindow } from './windows'

type PageCache = ReturnType<typeof loadPageCache>
type Served = NonNullable<ReturnType<PageCache['lookup']>> & { noStore?: boolean }

/**
 * The two pages the Node server writes into: /contact gets the open windows, and the thank-you
 * page the booked one. Any other page, or a store that cannot be read, is served as built.
 */
export function visitPages(pageCache: () => PageCache, leadStore: LeadStore) {
  // The picker's state for the windows the store last counted: the same until they change.
  let picker: { windows: readonly OpenWindow[]; state: PickerState; key: string } | undefined
  function pickerFor(windows: readonly OpenWindow[]) {
    if (picker?.windows !== windows) {
      const state = { days: pickerDays(windows) }
      picker = { windows, state, key: JSON.stringify(state) }
    }
    return picker
  }

  return (url: { pathname: string; query: string | undefined }, acceptEncoding: string) =>
    pageWithVisits(pageCache(), leadStore, url, acceptEncoding, pickerFor)
}

function pageWithVisits(
  pageCache: PageCache,
  leadStore: LeadStore,
  url: { pathname: string; query: string | undefined },
  acceptEncoding: string,
  pickerFor: (windows: readonly OpenWindow[]) => { state: PickerState; key: string },
): Served | undefined {
  try {
    if (url.pathname === contactPath) {
      const { state, key } = pickerFor(leadStore.visits.openWindows())
      return pageCache.variant(contactPath, acceptEncoding, key, (html) =>
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

/**
 * Where a visit came from, so a lead can name it: the site that sent the visitor and the visit's
 * first page (with its UTM parameters). An inline script at the end of the body
 * (app/inline-scripts/lead-source.ts) records both at the first page load of the tab's session,
 * before any module loads (so it also works when hydration never comes); the contact form sends
 * them with the page it was reached from (`?from=`, see use-source-href.ts). Without script the
 * server reads the post's Referer instead (server/lead-source.ts).
 */
import type { SOURCE_FIELDS } from './contact-fields'

/** Where the inline script (app/inline-scripts/lead-source.ts) keeps the visit's record. */
export const STORAGE_KEY = 'lead-source'

function recordedVisit(): { landing: string; referrer: string } {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return { landing: '', referrer: '' }
    const record: Record<string, unknown> = Object.fromEntries(Object.entries(stored))
    const field = (name: string) => (typeof record[name] === 'string' ? record[name] : '')
    return { landing: field('landing'), referrer: field('referrer') }
  } catch {
    return { landing: '', referrer: '' }
  }
}

/** The hidden source fields for a post sent from the current page. */
export function leadSourceFields(): Record<(typeof SOURCE_FIELDS)[number], string> {
  const visit = recordedVisit()
  return {
    'source-page': new URLSearchParams(location.search).get('from') ?? '',
    'source-referrer': visit.referrer,
    'source-landing': visit.landing,
  }
}

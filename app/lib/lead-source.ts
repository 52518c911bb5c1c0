/**
 * Where a visit came from, so a lead can name it: the site that sent the visitor and the visit's
 * first page (with its UTM parameters). An inline script at the end of the body records both at the
 * first page load of the tab's session, before any module loads (so it also works when hydration
 * never comes); the contact form sends them with the page it was reached from (`?from=`, see
 * use-source-href.ts). Without script the server reads the post's Referer instead
 * (server/lead-source.ts).
 */
import type { SOURCE_FIELDS } from './contact-fields'

const STORAGE_KEY = 'lead-source'

/**
 * Runs at the end of the body on every full page load; keeps the first record of the session. The
 * storage is opened in a task of its own: opening it is a synchronous call to the browser, and
 * added to the parser's task it made that task long enough to count as blocking.
 */
export const leadSourceScript = `setTimeout(function(){try{var s=sessionStorage;if(s.getItem('${STORAGE_KEY}'))return;var r=document.referrer,x='';try{if(r&&new URL(r).origin!==location.origin)x=r}catch(e){}s.setItem('${STORAGE_KEY}',JSON.stringify({landing:location.pathname+location.search,referrer:x}))}catch(e){}})`

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

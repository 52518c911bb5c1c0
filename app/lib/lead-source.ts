// Recorded by an inline script before any module loads, so it works even without hydration.
import type { SOURCE_FIELDS } from './contact-fields'

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

export function leadSourceFields(): Record<(typeof SOURCE_FIELDS)[number], string> {
  const visit = recordedVisit()
  return {
    'source-page': new URLSearchParams(location.search).get('from') ?? '',
    'source-referrer': visit.referrer,
    'source-landing': visit.landing,
  }
}

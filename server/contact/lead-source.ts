import { contactPath } from '../../app/lib/contact-path'

export type LeadSource = { page: string; referrer: string; landingPage: string; utm: string }

const SITE_PATH = /^\/(?!\/)[^\s]*$/

function sitePath(value: string | null | undefined): string {
  return value && SITE_PATH.test(value) ? (value.split(/[?#]/)[0] ?? '') : ''
}

function parseUrl(value: string | undefined, base?: string): URL | undefined {
  if (!value) return undefined
  try {
    return new URL(value, base)
  } catch {
    return undefined
  }
}

function webAddress(value: string | undefined): string {
  const url = parseUrl(value?.trim())
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : ''
}

function utmOf(url: URL | undefined): string {
  if (!url) return ''
  const utm = [...url.searchParams].filter(([key]) => key.startsWith('utm_'))
  return new URLSearchParams(utm).toString()
}

// Without script the Referer is /contact, whose `from` names the page the visitor came from.
export function leadSource(
  fields: { 'source-page'?: string; 'source-referrer'?: string; 'source-landing'?: string },
  refererHeader: string | undefined,
  siteOrigin: string,
): LeadSource {
  const referer = parseUrl(refererHeader)
  const sameSite = referer?.origin === siteOrigin
  const landing = parseUrl(fields['source-landing'], siteOrigin)
  const refererPage =
    referer && sameSite
      ? referer.pathname === contactPath
        ? sitePath(referer.searchParams.get('from')) || contactPath
        : referer.pathname
      : ''
  return {
    page: sitePath(fields['source-page']) || refererPage,
    referrer: webAddress(fields['source-referrer']) || (referer && !sameSite ? referer.origin : ''),
    landingPage:
      landing && landing.origin === siteOrigin ? `${landing.pathname}${landing.search}` : '',
    utm: utmOf(landing) || (sameSite ? utmOf(referer) : ''),
  }
}

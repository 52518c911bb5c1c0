/**
 * Records where the visit came from (app/lib/lead-source.ts reads it for the contact form): the
 * site that sent the visitor and the visit's first page. Runs at the end of the body on every full
 * page load and keeps the first record of the tab's session. The storage is opened in a task of its
 * own: opening it is a synchronous call to the browser, and added to the parser's task it made that
 * task long enough to count as blocking.
 */
type LeadSourceConfig = {
  /** The sessionStorage key the record is kept under. */
  storageKey: string
}

export default function recordLeadSource({ storageKey }: LeadSourceConfig): void {
  setTimeout(() => {
    try {
      const storage = sessionStorage
      if (storage.getItem(storageKey)) return
      storage.setItem(
        storageKey,
        JSON.stringify({
          landing: location.pathname + location.search,
          referrer: externalReferrer(),
        }),
      )
    } catch {
      // Storage refused (private mode, a sandbox): the server reads the post's Referer instead.
    }
  })
}

/** The referring page when it is another site's; the site's own pages say nothing of the source. */
function externalReferrer(): string {
  const referrer = document.referrer
  try {
    if (referrer && new URL(referrer).origin !== location.origin) return referrer
  } catch {
    // Not a URL this browser parses: no referrer.
  }
  return ''
}

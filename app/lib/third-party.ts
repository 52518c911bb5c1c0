/**
 * Google Analytics and Tag Manager, configured at build time and loaded only after the page is
 * interactive (first interaction or idle after load), so they never compete with the first paint.
 */
export type AnalyticsIds = { gaMeasurementId: string; gtmContainerId: string }

const GTM_ORIGIN = 'https://www.googletagmanager.com'

export function gtmNoscriptUrl(containerId: string): string {
  return `${GTM_ORIGIN}/ns.html?id=${encodeURIComponent(containerId)}`
}

function addScript(doc: Document, src: string) {
  const script = doc.createElement('script')
  script.async = true
  script.src = src
  doc.head.append(script)
}

/** Injects the configured scripts; returns the URLs it loaded (none when nothing is configured). */
export function loadAnalytics(ids: AnalyticsIds, win: Window = window): string[] {
  const loaded: string[] = []
  const dataLayer = (win.dataLayer ??= [])
  if (ids.gtmContainerId) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    const src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(ids.gtmContainerId)}`
    addScript(win.document, src)
    loaded.push(src)
  }
  if (ids.gaMeasurementId) {
    // gtag.js reads its queue as `arguments` objects, not arrays.
    const gtag = function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments)
    }
    gtag('js', new Date())
    gtag('config', ids.gaMeasurementId)
    const src = `${GTM_ORIGIN}/gtag/js?id=${encodeURIComponent(ids.gaMeasurementId)}`
    addScript(win.document, src)
    loaded.push(src)
  }
  return loaded
}

const interactionEvents = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const

/** Calls `run` once: on the first interaction, or when the browser is idle after the load event. */
export function whenInteractiveOrIdle(run: () => void, win: Window = window): () => void {
  let done = false
  const fire = () => {
    if (done) return
    done = true
    cleanup()
    run()
  }
  const onLoad = () => {
    // Safari has no requestIdleCallback.
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(fire, { timeout: 4000 })
    else win.setTimeout(fire, 2000)
  }
  const cleanup = () => {
    interactionEvents.forEach((type) => win.removeEventListener(type, fire))
    win.removeEventListener('load', onLoad)
  }
  interactionEvents.forEach((type) =>
    win.addEventListener(type, fire, { once: true, passive: true }),
  )
  if (win.document.readyState === 'complete') onLoad()
  else win.addEventListener('load', onLoad, { once: true })
  return () => {
    done = true
    cleanup()
  }
}

import type { AnalyticsIds } from '~/lib/third-party'

const GTM_ORIGIN = 'https://www.googletagmanager.com'
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart']
const IDLE_TIMEOUT_MS = 4000
// Safari has no requestIdleCallback.
const IDLE_GUESS_MS = 2000

// Loaded on the first interaction or when idle, never competing with the first paint.
export default function loadAnalyticsWhenIdle(ids: AnalyticsIds): void {
  const dataLayer = (window.dataLayer = window.dataLayer || [])
  let loaded = false
  const addScript = (src: string) => {
    const script = document.createElement('script')
    script.async = true
    script.src = src
    document.head.append(script)
  }
  const load = () => {
    if (loaded) return
    loaded = true
    FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, load))
    if (ids.gtmContainerId) {
      dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      addScript(`${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(ids.gtmContainerId)}`)
    }
    if (ids.gaMeasurementId) {
      const gtag = function (..._args: unknown[]) {
        // gtag.js reads each command as an Arguments object, not as an array.
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments)
      }
      gtag('js', new Date())
      gtag('config', ids.gaMeasurementId)
      addScript(`${GTM_ORIGIN}/gtag/js?id=${encodeURIComponent(ids.gaMeasurementId)}`)
    }
  }
  FIRST_INTERACTIONS.forEach((type) =>
    window.addEventListener(type, load, { once: true, passive: true }),
  )
  const loadWhenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS })
    } else setTimeout(load, IDLE_GUESS_MS)
  }
  if (document.readyState === 'complete') loadWhenIdle()
  else window.addEventListener('load', loadWhenIdle, { once: true })
}

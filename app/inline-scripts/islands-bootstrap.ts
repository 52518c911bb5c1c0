/**
 * How long after the load event a page with islands waits for its first contentful paint to be
 * reported before asking for the islands' script all the same: Firefox reports none for a page
 * opened while the one before it had not painted yet (a link followed twice in quick succession).
 */
export const ISLANDS_PAINT_WAIT_MS = 2000

/**
 * On a page with islands: the islands' script, requested once the page has painted its first
 * content, so that none of it competes with the first paint. Where paint timing is not reported,
 * it is requested after the load event (a short page can load before it paints), and where a
 * paint goes unreported, a little later.
 */
export default function loadIslandsAfterPaint(entryUrl: string): void {
  let requested = false
  const request = () => {
    if (requested) return
    requested = true
    const script = document.createElement('script')
    script.type = 'module'
    script.src = entryUrl
    document.head.append(script)
  }
  const Observer = window.PerformanceObserver
  const paintReported = !!(
    Observer &&
    Observer.supportedEntryTypes &&
    Observer.supportedEntryTypes.indexOf('paint') >= 0
  )
  if (paintReported) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect()
        request()
      }
    }).observe({ type: 'paint', buffered: true })
  }
  window.addEventListener(
    'load',
    () => setTimeout(request, paintReported ? ISLANDS_PAINT_WAIT_MS : 0),
    { once: true },
  )
}

// Firefox reports no paint for a page opened before the one before it had painted.
export const ISLANDS_PAINT_WAIT_MS = 2000

// After the first paint, so the islands' script never competes with it.
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

import { scriptHashSource } from '../support/inline-scripts'
// Sent to the browser as its source text, so it must stand alone.
export function recordPageErrors(): void {
  const target = window as unknown as { __pageErrors?: string[] }
  if (target.__pageErrors) return
  const errors: string[] = []
  target.__pageErrors = errors
  window.addEventListener(
    'error',
    (event) => {
      const source = event.target
      // Duck-typed: in Firefox a failed <link> from another realm was not `instanceof Element`.
      if (
        source !== null &&
        source !== document.documentElement &&
        typeof (source as Partial<Element>).getAttribute === 'function' &&
        'tagName' in source
      ) {
        const element = source as Element
        const url =
          element.getAttribute('src') ??
          element.getAttribute('href') ??
          element.getAttribute('data') ??
          ''
        const tag = element.tagName.toLowerCase()
        const rel = element.getAttribute('rel')
        errors.push(`failed to load <${tag}${rel ? ` rel=${rel}` : ''}> ${url}`)
      } else if (event instanceof ErrorEvent) {
        errors.push(`uncaught ${event.message} (${event.filename}:${event.lineno})`)
      } else {
        errors.push(`error event on ${Object.prototype.toString.call(source)}`)
      }
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) => {
    errors.push(`unhandled rejection ${String(event.reason)}`)
  })
  document.addEventListener('securitypolicyviolation', (event) => {
    errors.push(`blocked by CSP ${event.violatedDirective}: ${event.blockedURI}`)
  })
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    errors.push(`console.error ${args.map(String).join(' ')}`)
    consoleError(...args)
  }
}

export function recorderScript(): { source: string; cspHash: string } {
  const source = `(${recordPageErrors.toString()})()`
  return { source, cspHash: scriptHashSource(source) }
}

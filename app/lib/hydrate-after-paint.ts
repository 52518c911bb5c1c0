import { cacheWebFontsForNextPage } from './web-fonts'

/**
 * Each page's hydration bootstrap, started after the first contentful paint; once the page is
 * hydrated, it fetches the brand's web font for the next page (app/lib/web-fonts.ts). React
 * Router's own bootstrap lists every module as a modulepreload in the head and evaluates them as
 * soon as they arrive: on a phone that put ~110 KB of script download and evaluation in front of
 * the first paint (FCP 2.6 s instead of 1.2 s in Lighthouse). The pre-rendered HTML is complete
 * without script, so scripts/defer-hydration.ts reads React Router's bootstrap into a plan, and the
 * build inlines this module, bundled, with that plan in place of it: the same modules, in the same
 * order, once the page is on screen.
 */

/** What React Router's bootstrap of one page loads, in its order. */
export type HydrationPlan = {
  /** The modules React Router preloads in the head. */
  preloads: string[]
  /** The route manifest, imported first. */
  manifest: string
  /** Each route's id and module, for window.__reactRouterRouteModules. */
  routeModules: [routeId: string, href: string][]
  /** The client entry, imported last: it hydrates. */
  entry: string
}

/** Where React Router's client entry looks for the route modules it hydrates with. */
type WithRouteModules = Window & { __reactRouterRouteModules?: Record<string, unknown> }

/** Runs the callback once the next frame is on screen. */
const afterNextPaint = (callback: () => void) =>
  requestAnimationFrame(() => setTimeout(callback, 0))

/**
 * How many modulepreload links one task adds. Each request costs the main thread 0.3–3 ms on a
 * phone (the browser's fetch bookkeeping): the font and all 13 of /about's in one task made a task
 * of 68–118 ms at 4× CPU, a long task (over 50 ms) that Lighthouse counted in Total Blocking Time.
 */
const PRELOADS_PER_TASK = 3

/** Ends the current task, so the browser may paint or answer a tap before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const preload = (href: string) => {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.append(link)
}

/** Runs the callback when the browser is idle (Safari has no requestIdleCallback: a task then). */
const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(callback) : setTimeout(callback, 0)

/** Should no paint ever be reported (a hidden tab), hydration still starts. */
const LATEST_START_MS = 1500

/** `load` is the browser's import(); a test passes its own. */
export function hydrateAfterFirstPaint(
  plan: HydrationPlan,
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): void {
  let started = false
  const start = async () => {
    if (started) return
    started = true
    for (let first = 0; first < plan.preloads.length; first += PRELOADS_PER_TASK) {
      await nextTask()
      for (const href of plan.preloads.slice(first, first + PRELOADS_PER_TASK)) preload(href)
    }
    await nextTask()
    await load(plan.manifest)
    const modules = await Promise.all(plan.routeModules.map(([, href]) => load(href)))
    const page: WithRouteModules = window
    page.__reactRouterRouteModules = Object.fromEntries(
      plan.routeModules.map(([routeId], index) => [routeId, modules[index]]),
    )
    await load(plan.entry)
    whenIdle(() => void cacheWebFontsForNextPage())
  }
  // The first contentful paint is reported once it is on screen; a frame callback comes too early.
  // That paint may show only the top of a long page (the browser paints while it still reads the
  // HTML), so the modules wait one frame more: this module runs once the HTML is read, and the
  // next frame paints all of the first screen (its largest text or image included) before any
  // script is asked for.
  if (
    'PerformanceObserver' in window &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect()
        afterNextPaint(() => void start())
      }
    })
    observer.observe({ type: 'paint', buffered: true })
  } else {
    afterNextPaint(() => void start())
  }
  setTimeout(() => void start(), LATEST_START_MS)
}

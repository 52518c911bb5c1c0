// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type HydrationPlan, hydrateAfterFirstPaint } from './hydrate-after-paint'

const plan: HydrationPlan = {
  preloads: ['/assets/root.js', '/assets/home.js'],
  manifest: '/assets/manifest.js',
  routeModules: [
    ['root', '/assets/root.js'],
    ['routes/home', '/assets/home.js'],
  ],
  entry: '/assets/entry.client.js',
}

/** A paint observer the test reports the first contentful paint through. */
let reportPaint: () => void
class FakePaintObserver {
  static supportedEntryTypes = ['paint']
  constructor(private readonly callback: (list: { getEntriesByName: () => unknown[] }) => void) {
    reportPaint = () => this.callback({ getEntriesByName: () => [{}] })
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('PerformanceObserver', FakePaintObserver)
  document.head.innerHTML = ''
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const preloadsInHead = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

test('nothing is fetched before the first contentful paint; then manifest, routes and entry, in order', async () => {
  const loaded: string[] = []
  const load = async (href: string) => {
    loaded.push(href)
    return { href }
  }
  hydrateAfterFirstPaint(plan, load)
  await vi.advanceTimersByTimeAsync(1000)
  expect(loaded).toEqual([])
  expect(preloadsInHead()).toEqual([])

  reportPaint()
  await vi.advanceTimersByTimeAsync(0)
  expect(preloadsInHead()).toEqual(plan.preloads)
  expect(loaded).toEqual([
    '/assets/manifest.js',
    '/assets/root.js',
    '/assets/home.js',
    '/assets/entry.client.js',
  ])
  // The entry finds each route's module under its id, as React Router's own bootstrap leaves them.
  expect((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules).toEqual({
    root: { href: '/assets/root.js' },
    'routes/home': { href: '/assets/home.js' },
  })

  // Started once: the late fallback does not load anything again.
  await vi.advanceTimersByTimeAsync(2000)
  expect(loaded).toHaveLength(4)
})

test('when no paint is ever reported (a tab opened in the background), hydration starts anyway', async () => {
  const loaded: string[] = []
  hydrateAfterFirstPaint(plan, async (href) => void loaded.push(href))
  await vi.advanceTimersByTimeAsync(1499)
  expect(loaded).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  expect(loaded.at(-1)).toBe('/assets/entry.client.js')
})

// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type HydrationPlan, hydrateAfterFirstPaint } from './hydrate-after-paint'
import { WEB_FONTS_COOKIE, WEB_FONTS_OFF, WEB_FONTS_STYLE_ID } from './web-fonts'

const plan: HydrationPlan = {
  preloads: ['/assets/root.js', '/assets/home.js'],
  manifest: '/assets/manifest.js',
  routeModules: [
    ['root', '/assets/root.js'],
    ['routes/home', '/assets/home.js'],
  ],
  entry: '/assets/entry.client.js',
}

const FRAME_MS = 16

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
  // One frame every 16 ms, on the fake clock.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), FRAME_MS),
  )
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
  // Not yet: the first paint may show only the top of the page; the next frame shows it all.
  await vi.advanceTimersByTimeAsync(FRAME_MS - 1)
  expect(preloadsInHead()).toEqual([])
  await vi.advanceTimersByTimeAsync(FRAME_MS)
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

test('the work after the paint is split into short tasks: a few preloads per task', async () => {
  const preloads = Array.from({ length: 13 }, (_, index) => `/assets/chunk-${index}.js`)
  const loaded: string[] = []
  hydrateAfterFirstPaint({ ...plan, preloads }, async (href) => void loaded.push(href))
  reportPaint()
  await vi.advanceTimersByTimeAsync(FRAME_MS)
  // Task by task (the fake clock runs a timer set while it ticks a millisecond later), from the
  // one the frame callback schedules: how many preloads are in the head.
  const inHeadAfterEachTask: number[] = []
  while (loaded.length === 0) {
    await vi.advanceTimersByTimeAsync(1)
    inHeadAfterEachTask.push(preloadsInHead().length)
  }
  expect(inHeadAfterEachTask).toEqual([0, 3, 6, 9, 12, 13, 13])
  expect(preloadsInHead()).toEqual(preloads)
  await vi.advanceTimersByTimeAsync(0)
  expect(loaded.at(-1)).toBe('/assets/entry.client.js')
})

test('when no paint is ever reported (a tab opened in the background), hydration starts anyway', async () => {
  const loaded: string[] = []
  hydrateAfterFirstPaint(plan, async (href) => void loaded.push(href))
  await vi.advanceTimersByTimeAsync(1499)
  expect(loaded).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  expect(preloadsInHead()).toEqual([])
  // A few short tasks later (the preloads), the modules.
  await vi.advanceTimersByTimeAsync(FRAME_MS)
  expect(preloadsInHead()).toEqual(plan.preloads)
  expect(loaded.at(-1)).toBe('/assets/entry.client.js')
})

test('once the page is hydrated, the web font is fetched for the next page; this page is not laid out again', async () => {
  document.head.innerHTML = `<style id="${WEB_FONTS_STYLE_ID}" media="${WEB_FONTS_OFF}">
    @font-face { font-family: 'Figtree Variable'; font-weight: 300 900; src: url(/assets/figtree.woff2) format('woff2-variations'); }
  </style>`
  document.cookie = `${WEB_FONTS_COOKIE}=; Max-Age=0; Path=/`
  const fetched: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url)
    return new Response('font bytes')
  })
  const fontFace = vi.fn()
  vi.stubGlobal('FontFace', fontFace)
  const loaded: string[] = []
  hydrateAfterFirstPaint(plan, async (href) => void loaded.push(href))
  reportPaint()
  await vi.advanceTimersByTimeAsync(FRAME_MS)
  // Fetched only once the entry (which hydrates) is loaded, when the browser is idle.
  await vi.advanceTimersByTimeAsync(1)
  expect(loaded).not.toContain(plan.entry)
  expect(fetched).toEqual([])
  await vi.advanceTimersByTimeAsync(100)
  expect(loaded.at(-1)).toBe(plan.entry)
  expect(fetched).toEqual(['/assets/figtree.woff2'])
  expect(document.cookie).toContain(`${WEB_FONTS_COOKIE}=/assets/figtree.woff2`)
  expect(fontFace).not.toHaveBeenCalled()
  expect(document.getElementById(WEB_FONTS_STYLE_ID)?.getAttribute('media')).toBe(WEB_FONTS_OFF)
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  ISLANDS_PAINT_WAIT_MS,
  analyticsScript,
  controlsScript,
  islandsBootstrap,
  speculationRules,
} from './page-scripts'

/** Runs an inline script as the page would (a global scope, at the end of the body). */
const run = (script: string) => new Function(script)()

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete window.dataLayer
  vi.useRealTimers()
})

describe('the controls script', () => {
  const map = { title: 'Map of our service area', embedUrl: 'https://maps.example/embed?q=x' }
  beforeEach(() => {
    document.body.innerHTML = `
      <nav><ul><li class="group/dropdown relative"><a href="/services">Services</a>
        <button type="button" aria-controls="list"><svg class="size-4 "></svg></button>
        <div class="absolute hidden group-hover/dropdown:block group-focus-within/dropdown:block">
          <ul id="list"><li><a href="/tree-removal">Tree removal</a></li></ul></div></li></ul></nav>
      <footer>© <time datetime="2020">2020</time></footer>`
  })
  const toggle = () => document.querySelector('button')!
  const list = () => document.querySelector('button + div')!

  test('the Services button becomes a disclosure: a click opens, Escape closes and returns focus', () => {
    run(controlsScript(map))
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(list().className).not.toContain('group-hover')
    toggle().click()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(list().classList.contains('hidden')).toBe(false)
    expect(toggle().querySelector('svg')!.classList.contains('rotate-180')).toBe(true)
    document.querySelector<HTMLAnchorElement>('#list a')!.focus()
    document
      .querySelector('#list a')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(list().classList.contains('hidden')).toBe(true)
    expect(document.activeElement).toBe(toggle())
  })

  test('a tap on a phone link is counted with its placement', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="tel:+12175550142" data-placement="sticky">Call</a>',
    )
    run(controlsScript(map))
    const call = document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!
    call.addEventListener('click', (event) => event.preventDefault())
    call.click()
    expect(window.dataLayer).toContainEqual({ event: 'phone_call_click', placement: 'sticky' })
  })

  test("the footer's year is this year", () => {
    run(controlsScript(map))
    const year = String(new Date().getFullYear())
    expect(document.querySelector('footer time')?.textContent).toBe(year)
    expect(document.querySelector('footer time')?.getAttribute('datetime')).toBe(year)
  })
})

test('analytics: Tag Manager and gtag.js load on the first interaction, once', () => {
  run(analyticsScript({ gaMeasurementId: 'G-TEST123', gtmContainerId: 'GTM-ABC1' }))
  const sources = () =>
    [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))
  expect(sources()).toEqual([])
  window.dispatchEvent(new Event('pointerdown'))
  window.dispatchEvent(new Event('keydown'))
  expect(sources()).toEqual([
    'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1',
    'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
  ])
})

test("where paint timing is not reported, a page with islands asks for their script after the load event's task", () => {
  vi.useFakeTimers()
  run(islandsBootstrap('/static/js/islands-abc.js'))
  expect(document.head.querySelector('script')).toBeNull()
  window.dispatchEvent(new Event('load'))
  vi.runAllTimers()
  const script = document.head.querySelector('script')
  expect(script?.getAttribute('src')).toBe('/static/js/islands-abc.js')
  expect(script?.type).toBe('module')
})

describe('where paint timing is reported', () => {
  /** What the page's observer was given: its callback, to report a paint with. */
  let report: ((names: string[]) => void) | undefined
  beforeEach(() => {
    vi.useFakeTimers()
    class PaintObserver {
      static supportedEntryTypes = ['paint']
      constructor(callback: (list: unknown, observer: unknown) => void) {
        report = (names) =>
          callback(
            { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
            { disconnect: () => {} },
          )
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver)
  })
  afterEach(() => vi.unstubAllGlobals())
  const requested = () => document.head.querySelectorAll('script[src]').length

  test('a page with islands asks for their script at its first contentful paint, once', () => {
    run(islandsBootstrap('/static/js/islands-abc.js'))
    window.dispatchEvent(new Event('load'))
    report!(['first-paint'])
    expect(requested()).toBe(0)
    report!(['first-contentful-paint'])
    expect(requested()).toBe(1)
    vi.runAllTimers()
    expect(requested()).toBe(1)
  })

  test('a paint that goes unreported delays the islands past the load event, not for ever', () => {
    run(islandsBootstrap('/static/js/islands-abc.js'))
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(ISLANDS_PAINT_WAIT_MS - 1)
    expect(requested()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(requested()).toBe(1)
  })
})

test('prefetching covers the site, never the editor or the inbox', () => {
  const rules = JSON.parse(speculationRules) as { prefetch: { where: unknown }[] }
  expect(JSON.stringify(rules.prefetch[0]?.where)).toContain('/admin/*')
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { runInlineScript as run } from '../../tests/support/inline-scripts'
import { ISLANDS_PAINT_WAIT_MS } from './islands-bootstrap'
import { islandsBootstrap } from './page-scripts.server'

afterEach(() => {
  document.head.innerHTML = ''
  vi.useRealTimers()
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

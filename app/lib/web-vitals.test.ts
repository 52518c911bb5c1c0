import { expect, test, vi } from 'vitest'

const subscribed = vi.hoisted(() => [] as string[])
vi.mock('web-vitals', () => {
  const make = (name: string) => () => void subscribed.push(name)
  return {
    onCLS: make('CLS'),
    onFCP: make('FCP'),
    onINP: make('INP'),
    onLCP: make('LCP'),
    onTTFB: make('TTFB'),
  }
})

const { reportWebVitals } = await import('./web-vitals')

test('without a callback nothing is measured (the app passes none)', async () => {
  expect(await reportWebVitals()).toBe(false)
  expect(subscribed).toEqual([])
})

test('with a callback, every core metric reports to it', async () => {
  expect(await reportWebVitals(() => {})).toBe(true)
  expect(subscribed).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
})

// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { loadAnalytics, whenInteractiveOrIdle } from './third-party'

afterEach(() => {
  document.head.innerHTML = ''
  delete window.dataLayer
})

const scriptSources = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))

test('nothing configured: no script, no request', () => {
  expect(loadAnalytics({ gaMeasurementId: '', gtmContainerId: '' })).toEqual([])
  expect(scriptSources()).toEqual([])
})

test('GA and GTM ids load their two scripts, async, with the ids', () => {
  loadAnalytics({ gaMeasurementId: 'G-TEST123', gtmContainerId: 'GTM-ABC1' })
  expect(scriptSources()).toEqual([
    'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1',
    'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
  ])
  expect([...document.head.querySelectorAll('script')].every((script) => script.async)).toBe(true)
  expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' })
  expect(window.dataLayer?.[2]).toMatchObject({ 0: 'config', 1: 'G-TEST123' })
})

test('waits for the first interaction (or idle after load) and runs once', () => {
  const run = vi.fn()
  whenInteractiveOrIdle(run)
  expect(run).not.toHaveBeenCalled()
  window.dispatchEvent(new Event('pointerdown'))
  window.dispatchEvent(new Event('keydown'))
  expect(run).toHaveBeenCalledOnce()
})

test('runs when the browser is idle after load, without interaction', () => {
  vi.useFakeTimers()
  const run = vi.fn()
  whenInteractiveOrIdle(run)
  vi.advanceTimersByTime(4000)
  expect(run).toHaveBeenCalledOnce()
  vi.useRealTimers()
})

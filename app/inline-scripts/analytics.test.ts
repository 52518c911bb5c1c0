// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { runInlineScript as run } from '../../tests/support/inline-scripts'
import { analyticsScript } from './page-scripts.server'

const ids = { gaMeasurementId: 'G-TEST123', gtmContainerId: 'GTM-ABC1' }
const sources = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))

afterEach(() => {
  document.head.innerHTML = ''
  delete window.dataLayer
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('analytics: Tag Manager and gtag.js load on the first interaction, once', () => {
  run(analyticsScript(ids))
  expect(sources()).toEqual([])
  window.dispatchEvent(new Event('pointerdown'))
  window.dispatchEvent(new Event('keydown'))
  expect(sources()).toEqual([
    'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1',
    'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
  ])
})

test('gtag.js gets its commands as it reads them, and Tag Manager its start', () => {
  run(analyticsScript(ids))
  window.dispatchEvent(new Event('scroll'))
  const [start, js, config] = window.dataLayer!
  expect(start).toMatchObject({ event: 'gtm.js' })
  // gtag.js reads an Arguments object; an array it would ignore.
  expect(Object.prototype.toString.call(js)).toBe('[object Arguments]')
  expect(JSON.stringify(config)).toBe('{"0":"config","1":"G-TEST123"}')
})

test('without an interaction, analytics load when the browser is idle after the load', () => {
  vi.useFakeTimers()
  const idle: { callback: () => void; options: unknown }[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options: unknown) =>
    idle.push({ callback, options }),
  )
  run(analyticsScript({ gaMeasurementId: '', gtmContainerId: 'GTM-ABC1' }))
  if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'))
  expect(sources()).toEqual([])
  expect(idle).toHaveLength(1)
  idle[0]!.callback()
  expect(sources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1'])
})

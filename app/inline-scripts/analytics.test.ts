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

// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { leadSourceFields } from '~/lib/lead-source'
import { runInlineScript } from '../../tests/support/inline-scripts'
import { leadSourceScript } from './page-scripts.server'

function loadPage(url: string, referrer: string) {
  window.history.replaceState(null, '', url)
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer)
  runInlineScript(leadSourceScript)
  vi.runAllTimers()
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  sessionStorage.clear()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

test("the contact form's source fields name the visit's first page and the site that sent it", () => {
  loadPage('/tree-removal?utm_source=flyer', 'https://www.google.com/')
  loadPage('/contact?from=%2Ftree-removal', `${location.origin}/tree-removal`)
  expect(leadSourceFields()).toEqual({
    'source-page': '/tree-removal',
    'source-referrer': 'https://www.google.com/',
    'source-landing': '/tree-removal?utm_source=flyer',
  })
})

test('a visit from the site itself, or from nowhere, names no referrer', () => {
  loadPage('/about', `${location.origin}/`)
  expect(leadSourceFields()['source-referrer']).toBe('')
  expect(leadSourceFields()['source-landing']).toBe('/about')
})

test('the storage is opened in a task of its own, not in the parser’s', () => {
  window.history.replaceState(null, '', '/about')
  runInlineScript(leadSourceScript)
  expect(sessionStorage.length).toBe(0)
  vi.runAllTimers()
  expect(sessionStorage.length).toBe(1)
})

test('refused storage leaves the page working', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError')
  })
  expect(() => loadPage('/about', '')).not.toThrow()
})

// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setColorMode } from '~/lib/color-mode'
import { runInlineScript } from '../../tests/support/inline-scripts'
import { colorModeScript } from './page-scripts.server'

function stubPrefersDark(prefersDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: prefersDark, media: query }))
}

function runHeadScript() {
  runInlineScript(colorModeScript)
}

afterEach(() => {
  document.cookie = 'color-mode=; Max-Age=0; Path=/'
  document.documentElement.className = ''
  document.documentElement.removeAttribute('data-color-mode')
  document.documentElement.style.colorScheme = ''
  vi.unstubAllGlobals()
})

describe('the head script applies the persisted mode before paint', () => {
  test('no cookie: light', () => {
    stubPrefersDark(true)
    runHeadScript()
    expect(document.documentElement.dataset.colorMode).toBe('light')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })

  test('dark cookie: dark', () => {
    stubPrefersDark(false)
    document.cookie = 'color-mode=dark; Path=/'
    runHeadScript()
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.documentElement.style.colorScheme).toBe('dark')
  })

  test('system cookie follows the preference, like setColorMode', () => {
    stubPrefersDark(true)
    setColorMode('system')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    document.documentElement.className = ''
    runHeadScript()
    expect(document.documentElement.dataset.colorMode).toBe('system')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
  })

  test('a cookie with another value is ignored, among other cookies', () => {
    stubPrefersDark(true)
    document.cookie = 'theme=dark; Path=/'
    document.cookie = 'color-mode=purple; Path=/'
    runHeadScript()
    expect(document.documentElement.dataset.colorMode).toBe('light')
    expect(document.documentElement.style.colorScheme).toBe('light')
  })

  test('without matchMedia the page keeps working, in light', () => {
    document.cookie = 'color-mode=system; Path=/'
    vi.stubGlobal('matchMedia', undefined)
    expect(runHeadScript).not.toThrow()
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })
})

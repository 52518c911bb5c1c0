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
})

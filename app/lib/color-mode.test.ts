// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  colorModeCookie,
  colorModeScript,
  parseColorMode,
  resolveColorScheme,
  setColorMode,
} from './color-mode'

function stubPrefersDark(prefersDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: prefersDark, media: query }))
}

function runHeadScript() {
  new Function(colorModeScript)()
}

afterEach(() => {
  document.cookie = 'color-mode=; Max-Age=0; Path=/'
  document.documentElement.className = ''
  document.documentElement.removeAttribute('data-color-mode')
  vi.unstubAllGlobals()
})

describe('parseColorMode', () => {
  test('defaults to light without a cookie or with a bad value', () => {
    expect(parseColorMode(undefined)).toBe('light')
    expect(parseColorMode('other=1')).toBe('light')
    expect(parseColorMode('color-mode=purple')).toBe('light')
  })

  test('reads the persisted mode among other cookies', () => {
    expect(parseColorMode('a=1; color-mode=dark; b=2')).toBe('dark')
    expect(parseColorMode('color-mode=system')).toBe('system')
  })
})

test('the cookie lasts one year (max-age 31536000 s)', () => {
  expect(colorModeCookie('dark')).toContain('Max-Age=31536000')
  expect(colorModeCookie('dark')).toMatch(/^color-mode=dark;/)
})

test('system follows the operating system preference', () => {
  expect(resolveColorScheme('system', true)).toBe('dark')
  expect(resolveColorScheme('system', false)).toBe('light')
  expect(resolveColorScheme('light', true)).toBe('light')
  expect(resolveColorScheme('dark', false)).toBe('dark')
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

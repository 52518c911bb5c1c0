import { describe, expect, test } from 'vitest'
import { colorModeCookie, parseColorMode, resolveColorScheme } from './color-mode'

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

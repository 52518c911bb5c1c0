import { readCookie, siteCookie } from './cookies'

export const colorModes = ['light', 'dark', 'system'] as const
export type ColorMode = (typeof colorModes)[number]

export const COLOR_MODE_COOKIE = 'color-mode'
const COLOR_MODE_MAX_AGE_SECONDS = 31_536_000
export const DEFAULT_COLOR_MODE: ColorMode = 'light'

function isColorMode(value: string | undefined): value is ColorMode {
  return colorModes.some((mode) => mode === value)
}

export function parseColorMode(cookieHeader: string | null | undefined): ColorMode {
  const value = readCookie(cookieHeader, COLOR_MODE_COOKIE)
  return isColorMode(value) ? value : DEFAULT_COLOR_MODE
}

export function colorModeCookie(mode: ColorMode): string {
  return siteCookie(COLOR_MODE_COOKIE, mode, COLOR_MODE_MAX_AGE_SECONDS)
}

export function resolveColorScheme(mode: ColorMode, prefersDark: boolean): 'light' | 'dark' {
  return mode === 'dark' || (mode === 'system' && prefersDark) ? 'dark' : 'light'
}

export function setColorMode(mode: ColorMode): void {
  document.cookie = colorModeCookie(mode)
  applyColorMode(mode)
}

function applyColorMode(mode: ColorMode): void {
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches
  const scheme = resolveColorScheme(mode, prefersDark)
  const root = document.documentElement
  root.dataset.colorMode = mode
  root.classList.toggle('dark', scheme === 'dark')
  root.style.colorScheme = scheme
}

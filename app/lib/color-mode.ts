import { readCookie, siteCookie } from './cookies'

/** Colour mode: light, dark or system; persisted in a cookie; light by default; no switch. */
const colorModes = ['light', 'dark', 'system'] as const
export type ColorMode = (typeof colorModes)[number]

export const COLOR_MODE_COOKIE = 'color-mode'
const COLOR_MODE_MAX_AGE_SECONDS = 31_536_000
const DEFAULT_COLOR_MODE: ColorMode = 'light'

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

/** Persists the mode and applies it at once (for a future switch, or the console). */
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

/**
 * Runs in <head> before the first paint, so a dark-mode visitor never sees a light flash.
 * Mirrors parseColorMode + applyColorMode (tested together in color-mode.test.ts), written out
 * in plain ES5 because it runs before any bundle.
 */
export const colorModeScript = `(function(){try{var m=(document.cookie.match(/(?:^|;\\s*)${COLOR_MODE_COOKIE}=(light|dark|system)(?:;|$)/)||[])[1]||'${DEFAULT_COLOR_MODE}';var d=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);var r=document.documentElement;r.setAttribute('data-color-mode',m);r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light';}catch(e){}})()`

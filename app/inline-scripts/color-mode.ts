/**
 * Runs in <head> before the first paint, so a dark-mode visitor never sees a light flash. Does what
 * parseColorMode and applyColorMode (app/lib/color-mode.ts) do, before any module has loaded.
 */
type ColorModeConfig = {
  /** The cookie that keeps the visitor's mode. */
  cookie: string
  /** The values the cookie may hold; any other is ignored. */
  modes: readonly string[]
  /** The mode without a cookie. */
  fallback: string
}

export default function applyColorMode({ cookie, modes, fallback }: ColorModeConfig): void {
  try {
    const persisted = new RegExp(`(?:^|;\\s*)${cookie}=(${modes.join('|')})(?:;|$)`)
    const mode = (document.cookie.match(persisted) || [])[1] || fallback
    const dark =
      mode === 'dark' ||
      (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches)
    const root = document.documentElement
    root.setAttribute('data-color-mode', mode)
    root.classList.toggle('dark', dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
  } catch {
    // Without cookies or matchMedia the page keeps its light default.
  }
}

// Runs in <head> before the first paint, so a dark-mode visitor never sees a light flash.
type ColorModeConfig = {
  cookie: string
  modes: readonly string[]
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

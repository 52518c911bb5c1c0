import type { Plugin } from 'vite'

const SERVER_ONLY = /\.server\.[cm]?[jt]sx?$/

/** `*.server.*` modules read files or secrets: a browser build that reaches one fails. */
export function serverOnly(): Plugin {
  return {
    name: 'canopy:server-only',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id
      if (!SERVER_ONLY.test(file)) return null
      const importers = this.getModuleInfo(id)?.importers ?? []
      this.error(
        `${file} is server-only, but ${importers.join(', ') || 'a module'} puts it into a browser bundle`,
      )
    },
  }
}

import type { Plugin } from 'vite'

const SERVER_ONLY = /\.server\.[cm]?[jt]sx?$/

/**
 * A browser build (the editor, the islands) fails on any module named `*.server.*`: such code reads
 * files or secrets and must never reach a visitor's or the owner's browser. React Router's own
 * build does the same for the site's client bundle.
 */
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

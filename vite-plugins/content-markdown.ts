import path from 'node:path'
import type { Plugin } from 'vite'
import { CONTENT_ROOT, contentFiles, readContentFile } from '../app/content/files.server'

/** Parsed and schema-checked at build time, like the JSON content files: a broken one fails it. */
export function contentMarkdown(): Plugin {
  const markdownFiles = new Set(
    contentFiles.filter((entry) => entry.fromMarkdown).map((entry) => entry.file),
  )
  return {
    name: 'canopy:content-markdown',
    load(id) {
      const file = path
        .relative(CONTENT_ROOT, id.split('?')[0] ?? id)
        .split(path.sep)
        .join('/')
      if (!markdownFiles.has(file)) return null
      this.addWatchFile(id)
      return `export default ${JSON.stringify(readContentFile(file))}`
    },
  }
}

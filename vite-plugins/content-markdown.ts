import path from 'node:path'
import type { Plugin } from 'vite'
import { CONTENT_ROOT, contentFiles, readContentFile } from '../app/content/files.server'

/**
 * Lets page code import a Markdown content file (`import seoText from '../../content/home-seo-text.md'`):
 * the file is read, turned into blocks and checked by its schema at build time, and the module holds
 * only the checked data, exactly as the JSON content files are imported. A broken file fails the build
 * with its name and field.
 */
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

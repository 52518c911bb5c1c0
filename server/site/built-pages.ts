import { readdirSync } from 'node:fs'
import path from 'node:path'
import { UPLOADS_PATH } from '../../app/lib/blog'

export const NOT_FOUND_PAGE = '404.html'

/** Skips uploads: an editor's photo is never a page and never lends its scripts to the CSP. */
export function builtPages(clientDir: string): { route: string; file: string }[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => ({
      route: `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'),
      file: path.join(clientDir, file),
    }))
    .filter(({ route }) => !`${route}/`.startsWith(UPLOADS_PATH))
}

import { readdirSync } from 'node:fs'
import path from 'node:path'
import { UPLOADS_PATH } from '../../app/lib/blog'

/** The 404 page static hosts answer unknown paths with, at the top of the build. */
export const NOT_FOUND_PAGE = '404.html'

/**
 * Every pre-rendered page of a build: its path on the site and its file (`blog/index.html` →
 * `/blog`). The uploads folder holds the editor's photos, never pages: nothing there is served
 * as one or lends its scripts to the site's policy.
 */
export function builtPages(clientDir: string): { route: string; file: string }[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => ({
      route: `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'),
      file: path.join(clientDir, file),
    }))
    .filter(({ route }) => !`${route}/`.startsWith(UPLOADS_PATH))
}

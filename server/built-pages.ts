import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Every pre-rendered page of a build: its path on the site and its file (`blog/index.html` → `/blog`). */
export function builtPages(clientDir: string): { route: string; file: string }[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => ({
      route: `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'),
      file: path.join(clientDir, file),
    }))
}

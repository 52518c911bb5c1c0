import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const ISLANDS_BUILD = path.resolve('node_modules/.cache/islands')
// The specification's static/js/.
export const ISLANDS_FOLDER = 'static/js'
export const ISLANDS_ENTRY = 'app/islands/islands.client.ts'

export function islandsEntryUrl(dev = import.meta.env.DEV): string {
  if (dev) return `/${ISLANDS_ENTRY}`
  const manifestFile = path.join(ISLANDS_BUILD, '.vite/manifest.json')
  if (!existsSync(manifestFile)) {
    throw new Error(
      `The islands are not built (${manifestFile}): run "npm run build:islands" first`,
    )
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string }
  >
  const entry = manifest[ISLANDS_ENTRY]
  if (!entry) throw new Error(`${manifestFile} does not name ${ISLANDS_ENTRY}`)
  return `/${entry.file}`
}

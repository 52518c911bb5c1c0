import { cp, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cmsConfig } from '../../admin/config/cms-config'

export const ADMIN_BUILD = path.resolve('node_modules/.cache/admin')

/** The editor is not a page: no sitemap entry, `noindex`, its own CSP. */
export async function installAdmin(clientDir: string, adminBuild = ADMIN_BUILD): Promise<void> {
  try {
    await stat(path.join(adminBuild, 'index.html'))
  } catch {
    throw new Error(`The editor is not built (${adminBuild}): run "npm run build:admin" first`)
  }
  const target = path.join(clientDir, 'admin')
  await cp(adminBuild, target, { recursive: true })
  // JSON is YAML: Decap reads it from the page's <link rel="cms-config-url">.
  await writeFile(path.join(target, 'config.yml'), `${JSON.stringify(cmsConfig(), null, 2)}\n`)
}

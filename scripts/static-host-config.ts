import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { redirects } from '../app/lib/site-routes'
import { ADMIN_PATH } from '../server/admin-paths'
import {
  HASHED_ASSET_CACHE,
  adminHeaders,
  inlineScriptHashes,
  securityHeaders,
} from '../server/security-headers'

/**
 * Netlify-style `_headers` and `_redirects` in the build, from the same source as the Node server:
 * the security headers (with this build's inline-script hashes), the asset cache, the redirects.
 * HTML keeps the host's default short cache.
 */
export async function writeStaticHostConfig(clientDir: string): Promise<void> {
  const headers = securityHeaders(inlineScriptHashes(clientDir))
  const block = (pattern: string, entries: Record<string, string>) =>
    [pattern, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  await writeFile(
    path.join(clientDir, '_headers'),
    [
      block('/*', headers),
      block('/assets/*', { 'Cache-Control': HASHED_ASSET_CACHE }),
      // Later rules win for the same header on Netlify: the editor replaces the site's policy.
      block(ADMIN_PATH, adminHeaders()),
      block(`${ADMIN_PATH}/*`, adminHeaders()),
    ].join('\n') + '\n',
  )
  await writeFile(
    path.join(clientDir, '_redirects'),
    `${redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`,
  )
}

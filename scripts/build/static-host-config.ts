import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { UPLOADS_PATH } from '../../app/lib/blog'
import { redirects } from '../../app/lib/site-routes'
import { ADMIN_PATH } from '../../shared/admin-paths'
import { builtPages } from '../../server/site/built-pages'
import {
  HASHED_ASSET_CACHE,
  UPLOAD_HEADERS,
  adminHeaders,
  buildContentSecurityPolicy,
  pageContentSecurityPolicy,
  securityHeaders,
} from '../../server/site/security-headers'

/** Each page's CSP follows the build-wide `/*` one (the 404 needs it); on Netlify the later wins. */
export async function writeStaticHostConfig(clientDir: string): Promise<void> {
  const csp = (value: string) => ({ 'Content-Security-Policy': value })
  const pages = builtPages(clientDir).filter(({ route }) => route !== ADMIN_PATH)
  const block = (pattern: string, entries: Record<string, string>) =>
    [pattern, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  await writeFile(
    path.join(clientDir, '_headers'),
    [
      block('/*', { ...csp(buildContentSecurityPolicy(clientDir)), ...securityHeaders() }),
      ...pages.map(({ route, file }) =>
        block(route, csp(pageContentSecurityPolicy(readFileSync(file, 'utf8')))),
      ),
      block('/assets/*', { 'Cache-Control': HASHED_ASSET_CACHE }),
      block('/static/js/*', { 'Cache-Control': HASHED_ASSET_CACHE }),
      // Later rules win on Netlify: the editor and the uploads replace the site's policy.
      block(`${UPLOADS_PATH}*`, UPLOAD_HEADERS),
      block(ADMIN_PATH, adminHeaders('git')),
      block(`${ADMIN_PATH}/*`, adminHeaders('git')),
    ].join('\n') + '\n',
  )
  await writeFile(
    path.join(clientDir, '_redirects'),
    `${redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`,
  )
}

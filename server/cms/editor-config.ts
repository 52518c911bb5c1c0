/**
 * The editor's backend when the site's own server is it (CMS_BACKEND=server). The build writes it
 * into /admin/config.yml (admin/config/cms-config.ts); the server also answers that file with it, so an
 * operator turns editing on with a setting and a restart, not a new build (docs/deploy.md).
 */
import { siteServerBackend } from '../../shared/admin-paths'

/** The editor's config file, as the build writes it under the build's admin folder. */
export const EDITOR_CONFIG_FILE = 'admin/config.yml'


/**
 * A build's editor config (JSON, which is YAML) turned to this server's backend: whatever backend
 * the build was made for, and without the local decap-server a Git backend may use.
 */
export function configForSiteServer(built: string): string {
  const {
    backend,
    local_backend: _localBackend,
    ...rest
  } = JSON.parse(built) as {
    backend?: { branch?: string }
    local_backend?: unknown
  }
  const config = { backend: siteServerBackend(backend?.branch ?? 'main'), ...rest }
  return `${JSON.stringify(config, null, 2)}\n`
}

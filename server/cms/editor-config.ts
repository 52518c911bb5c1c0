// The server answers /admin/config.yml too, so editing turns on with a setting and a restart.
import { siteServerBackend } from '../../shared/admin-paths'

export const EDITOR_CONFIG_FILE = 'admin/config.yml'

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

// No Node imports: the editor's browser bundle reads these too.
export const ADMIN_PATH = '/admin'
export const CMS_API_PATH = `${ADMIN_PATH}/api/v1`
export const SIGN_IN_PATH = `${ADMIN_PATH}/login`
export const SIGN_OUT_PATH = `${ADMIN_PATH}/logout`
export const INBOX_PATH = `${ADMIN_PATH}/leads`
export const UI_STYLESHEET_PATH = `${ADMIN_PATH}/ui.css`

/** decap-server's default port for `npm run cms`. */
export const CMS_LOCAL_BACKEND = 'http://localhost:8081'

export const siteServerBackend = (branch: string) =>
  ({ name: 'proxy', proxy_url: CMS_API_PATH, branch }) as const

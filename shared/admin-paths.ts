/** Where the owner's editor lives, and its calls on the site's own server (no Node imports: the
 *  editor's browser bundle reads these too). */
export const ADMIN_PATH = '/admin'
/** Decap's proxy backend on the site's own server (CMS_BACKEND=server). */
export const CMS_API_PATH = `${ADMIN_PATH}/api/v1`
export const SIGN_IN_PATH = `${ADMIN_PATH}/login`
export const SIGN_OUT_PATH = `${ADMIN_PATH}/logout`
/** The owner's lead inbox (server-rendered pages, no script). */
export const INBOX_PATH = `${ADMIN_PATH}/leads`
/** The stylesheet of the sign-in page and the inbox, readable before signing in. */
export const UI_STYLESHEET_PATH = `${ADMIN_PATH}/ui.css`

/** `npm run cms`'s decap-server on the owner's computer (its default port), where the editor looks first. */
export const CMS_LOCAL_BACKEND = 'http://localhost:8081'

/** The editor's backend when the site's own server is it (CMS_BACKEND=server). */
export const siteServerBackend = (branch: string) =>
  ({ name: 'proxy', proxy_url: CMS_API_PATH, branch }) as const

import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  INBOX_PATH,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
  UI_STYLESHEET_PATH,
} from '../../shared/admin-paths'
import { type Accounts, openAccounts } from './accounts'
import { ALERT_OPEN_PATHS } from '../alerts/paths'
import { signInRoutes, signedInAccount, signedInEditor } from './sign-in'
import { inboxRoutes } from '../inbox/routes'
import { type EmailSettingsOptions, emailSettingsRoutes } from '../inbox/email-routes'
import { ADMIN_STYLESHEET } from '../inbox/stylesheet'
import { StorageUnavailable } from '../leads/guarded-store'
import { routedPath } from '../site/request-url'
import { isAdminPath } from '../site/security-headers'
import { feedSecretOf } from '../visits/calendar-paths'
import type { LeadStore } from '../leads/store'

const OPEN_PATHS = new Set([SIGN_IN_PATH, SIGN_OUT_PATH, UI_STYLESHEET_PATH, ...ALERT_OPEN_PATHS])
const isInboxPath = (pathname: string) =>
  pathname === INBOX_PATH || pathname.startsWith(`${INBOX_PATH}/`)
/** A lead's photo is an image, not a page: without a session it is refused, not redirected. */
const isPhotoPath = (pathname: string) =>
  isInboxPath(pathname) && pathname.slice(INBOX_PATH.length).split('/')[2] === 'photos'

const OWNERS_ONLY =
  'Only an owner’s account sees the leads. This account edits the site’s content; ask the owner if you need a lead.'

/** Accounts open lazily: an unwritable data folder stops the owner's pages (503), not the site. */
export function ownerGate(app: FastifyInstance, options: { dataDir: string; siteEditor: boolean }) {
  let opened: Accounts | undefined
  const accounts = (): Accounts => {
    try {
      opened ??= openAccounts(options.dataDir)
      return opened
    } catch (error) {
      throw new StorageUnavailable('editor accounts cannot be opened', { cause: error })
    }
  }
  if (options.siteEditor) accounts()
  app.addHook('onClose', async () => opened?.close())

  // First of all hooks, before any page (the editor's own included) is served from memory.
  app.addHook('onRequest', async (request, reply) => {
    const pathname = routedPath(request.url)
    const guarded = isInboxPath(pathname) || (options.siteEditor && isAdminPath(pathname))
    if (!guarded || OPEN_PATHS.has(pathname)) return
    // The calendar feed: Google and Apple fetch it without a session; its secret is its key. The
    // address as sent must have its shape (no %-escapes or dots), so no other route is reached.
    const reading = request.method === 'GET' || request.method === 'HEAD'
    if (reading && feedSecretOf(request.url.split('?')[0] ?? '') !== undefined) return
    let store: Accounts
    try {
      store = accounts()
    } catch (error) {
      request.log.error({ err: error }, 'editor accounts cannot be opened')
      return reply.code(503).header('Retry-After', '60').send({ error: 'Try again in a minute.' })
    }
    if (!options.siteEditor && store.names().length === 0) return reply.callNotFound()
    const account = signedInAccount(store, request)
    if (account) {
      if (!isInboxPath(pathname) || account.role === 'owner') return
      return reply
        .code(403)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(OWNERS_ONLY)
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && !isPhotoPath(pathname)) {
      const next = isInboxPath(pathname) ? `?next=${encodeURIComponent(request.url)}` : ''
      return reply.header('Cache-Control', 'no-store').redirect(`${SIGN_IN_PATH}${next}`, 303)
    }
    return reply.code(401).header('Cache-Control', 'no-store').send({ error: 'Sign in first.' })
  })

  return {
    accounts,
    editorOf: (request: FastifyRequest) => signedInEditor(accounts(), request),
  }
}

export async function ownerRoutes(
  app: FastifyInstance,
  options: {
    gate: ReturnType<typeof ownerGate>
    siteEditor: boolean
    leadStore: Pick<LeadStore, 'inbox' | 'photo' | 'alerts' | 'visits'>
    notify: boolean
    onQueued: () => void
    onVisitMailQueued: () => void
    email: Pick<EmailSettingsOptions, 'mail' | 'resolveTxt'>
  },
): Promise<void> {
  app.get(UI_STYLESHEET_PATH, (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(ADMIN_STYLESHEET),
  )
  signInRoutes(app, options.gate.accounts, { siteEditor: options.siteEditor })
  await inboxRoutes(app, {
    leadStore: options.leadStore,
    editorOf: options.gate.editorOf,
    siteEditor: options.siteEditor,
    notify: options.notify,
    onQueued: options.onQueued,
    onVisitMailQueued: options.onVisitMailQueued,
  })
  emailSettingsRoutes(app, {
    ...options.email,
    editorOf: options.gate.editorOf,
    siteEditor: options.siteEditor,
  })
}

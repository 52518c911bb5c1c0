import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { FormBodyError, parseUrlEncoded } from '../site/form-body'
import {
  ADMIN_PATH,
  INBOX_PATH,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
  UI_STYLESHEET_PATH,
} from '../../shared/admin-paths'
import { siteOrigin } from '../site/request-url'
import { type Account, type Accounts, NAME_MAX_LENGTH, SESSION_MAX_MS } from './accounts'
import { KNOWN_DEVICE_MS } from './known-devices'

/** `__Host-` binds a cookie to this origin and path `/`, and requires Secure (HTTPS only). */
const COOKIES = {
  session: { secure: '__Host-cms-session', plain: 'cms-session' },
  /** Kept after signing out (known-devices.ts). */
  device: { secure: '__Host-cms-device', plain: 'cms-device' },
} as const
type CookieKind = keyof typeof COOKIES

const isHttps = (request: FastifyRequest) => request.protocol === 'https'
const cookieName = (request: FastifyRequest, kind: CookieKind) =>
  COOKIES[kind][isHttps(request) ? 'secure' : 'plain']

function cookieValue(request: FastifyRequest, kind: CookieKind): string | undefined {
  const header = request.headers.cookie ?? ''
  const name = cookieName(request, kind)
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

function cookie(
  request: FastifyRequest,
  kind: CookieKind,
  value: string,
  maxAgeSeconds: number,
): string {
  const flags = ['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`]
  if (isHttps(request)) flags.push('Secure')
  return [`${cookieName(request, kind)}=${value}`, ...flags].join('; ')
}

export function signedInAccount(accounts: Accounts, request: FastifyRequest): Account | undefined {
  return accounts.session(cookieValue(request, 'session'))
}

export function signedInEditor(accounts: Accounts, request: FastifyRequest): string | undefined {
  return signedInAccount(accounts, request)?.name
}

/** CSRF: another site cannot set Origin, and a plain cross-site form cannot send JSON. */
export function fromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  return origin !== undefined && origin === siteOrigin(request)
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${title}</title>
<link rel="stylesheet" href="${UI_STYLESHEET_PATH}">
</head><body><main class="center"><div class="card">${body}</div></main></body></html>`

/** Only a page of our own under /admin, never another site (no open redirect). */
function nextPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith(`${ADMIN_PATH}/`)) return fallback
  if (/[\\\s]|\/\/|\/\.\.?(\/|$)/.test(value) || value.startsWith(SIGN_IN_PATH)) return fallback
  return value
}

function signInPage(next: string, message?: string, name = ''): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${SIGN_IN_PATH}">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<label for="name">Name</label>
<input id="name" name="name" autocomplete="username" autocapitalize="none" required maxlength="${NAME_MAX_LENGTH}" value="${escapeHtml(name)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit" class="wide">Sign in</button>
</form>`,
  )
}

export const SIGN_IN_MESSAGES = {
  wrong: 'That name and password do not match. Check both and try again.',
  locked: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60)
    return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  },
  busy: 'Another sign-in for this name is being checked. Try again in a moment.',
  forbidden: 'This form was sent from somewhere other than this site.',
} as const

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html)

/** A wrong password and an unknown name get the same answer after the same work. */
export function signInRoutes(
  app: FastifyInstance,
  accounts: () => Accounts,
  options: { siteEditor: boolean },
): void {
  const home = options.siteEditor ? ADMIN_PATH : INBOX_PATH
  app.get(SIGN_IN_PATH, (request, reply) =>
    sendPage(reply, 200, signInPage(nextPath((request.query as { next?: unknown }).next, home))),
  )

  app.post(SIGN_IN_PATH, async (request, reply) => {
    if (!fromOwnOrigin(request))
      return sendPage(reply, 403, signInPage(home, SIGN_IN_MESSAGES.forbidden))
    let form: Record<string, string>
    try {
      form = Buffer.isBuffer(request.body) ? parseUrlEncoded(request.body) : {}
    } catch (error) {
      if (!(error instanceof FormBodyError)) throw error
      return sendPage(reply, 400, signInPage(home, `The ${error.field} field ${error.reason}.`))
    }
    const next = nextPath(form.next, home)
    const name = (form.name ?? '').trim()
    const password = form.password ?? ''
    const result = await accounts().signIn(
      name,
      password,
      request.ip,
      cookieValue(request, 'device'),
    )
    // A name no account can have (an overlong one) is not shown back.
    const shownName = name.length <= NAME_MAX_LENGTH ? name : ''
    if (!result.ok) {
      if (result.reason === 'wrong') {
        return sendPage(reply, 401, signInPage(next, SIGN_IN_MESSAGES.wrong, shownName))
      }
      const [seconds, message] =
        result.reason === 'locked'
          ? [result.retryAfterSeconds, SIGN_IN_MESSAGES.locked(result.retryAfterSeconds)]
          : [1, SIGN_IN_MESSAGES.busy]
      reply.header('Retry-After', String(seconds))
      return sendPage(reply, 429, signInPage(next, message, shownName))
    }
    return reply
      .header('Set-Cookie', [
        cookie(request, 'session', result.token, SESSION_MAX_MS / 1000),
        cookie(request, 'device', result.device, KNOWN_DEVICE_MS / 1000),
      ])
      .redirect(next, 303)
  })

  app.post(SIGN_OUT_PATH, (request, reply) => {
    if (!fromOwnOrigin(request))
      return sendPage(reply, 403, signInPage(home, SIGN_IN_MESSAGES.forbidden))
    accounts().signOut(cookieValue(request, 'session'))
    return reply.header('Set-Cookie', cookie(request, 'session', '', 0)).redirect(SIGN_IN_PATH, 303)
  })
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { FormBodyError, parseUrlEncoded } from '../form-body'
import { ADMIN_PATH, SIGN_IN_PATH, SIGN_OUT_PATH } from '../admin-paths'
import { siteOrigin } from '../request-url'
import { type Accounts, SESSION_MAX_MS } from './accounts'

/** `__Host-` binds the cookie to this origin and path `/`, and requires Secure (HTTPS only). */
const SECURE_COOKIE = '__Host-cms-session'
const PLAIN_COOKIE = 'cms-session'

const isHttps = (request: FastifyRequest) => request.protocol === 'https'

function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? ''
  const name = isHttps(request) ? SECURE_COOKIE : PLAIN_COOKIE
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

function sessionCookie(request: FastifyRequest, token: string, maxAgeSeconds: number): string {
  const name = isHttps(request) ? SECURE_COOKIE : PLAIN_COOKIE
  const flags = ['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`]
  if (isHttps(request)) flags.push('Secure')
  return [`${name}=${token}`, ...flags].join('; ')
}

/** The editor signed in on this request, if any. */
export function signedInEditor(accounts: Accounts, request: FastifyRequest): string | undefined {
  return accounts.session(sessionToken(request))
}

/**
 * A state-changing call counts only from this site's own pages: the browser's `Origin` must be
 * this origin (a form or script on another site cannot set it), and API calls must be JSON, which
 * a plain cross-site form cannot send.
 */
export function fromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  return origin !== undefined && origin === siteOrigin(request)
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${title}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;background:#f6f4ee;color:#1b2a22;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #d8d3c4;border-radius:16px;padding:32px;width:min(22rem,90vw)}
h1{font-size:1.5rem;margin:0 0 16px;color:#1f5b3a}label{display:block;font-weight:600;margin-top:16px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:1px solid #8a8f86;border-radius:8px;margin-top:4px}
button{margin-top:24px;width:100%;font:inherit;font-weight:700;padding:12px;border:0;border-radius:999px;background:#1f5b3a;color:#fff;cursor:pointer}
p[role=alert]{background:#fdecea;color:#7a1c12;border-radius:8px;padding:8px 12px}
</style></head><body><main>${body}</main></body></html>`

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function signInPage(message?: string, name = ''): string {
  return page(
    'Sign in to edit the site',
    `<h1>Sign in to edit the site</h1>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${SIGN_IN_PATH}">
<label for="name">Name</label>
<input id="name" name="name" autocomplete="username" required value="${escapeHtml(name)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
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

/**
 * The sign-in page works as a plain HTML form (no script): a wrong password and an unknown name
 * get the same answer after the same work; ten misses lock the name for a while.
 */
export function signInRoutes(app: FastifyInstance, accounts: Accounts): void {
  app.get(SIGN_IN_PATH, (_request, reply) => sendPage(reply, 200, signInPage()))

  app.post(SIGN_IN_PATH, async (request, reply) => {
    if (!fromOwnOrigin(request)) return sendPage(reply, 403, signInPage(SIGN_IN_MESSAGES.forbidden))
    let form: Record<string, string>
    try {
      form = Buffer.isBuffer(request.body) ? parseUrlEncoded(request.body) : {}
    } catch (error) {
      if (!(error instanceof FormBodyError)) throw error
      return sendPage(reply, 400, signInPage(`The ${error.field} field ${error.reason}.`))
    }
    const name = (form.name ?? '').trim()
    const password = form.password ?? ''
    const result = await accounts.signIn(name, password, request.ip)
    if (!result.ok) {
      if (result.reason === 'wrong') {
        return sendPage(reply, 401, signInPage(SIGN_IN_MESSAGES.wrong, name))
      }
      const [seconds, message] =
        result.reason === 'locked'
          ? [result.retryAfterSeconds, SIGN_IN_MESSAGES.locked(result.retryAfterSeconds)]
          : [1, SIGN_IN_MESSAGES.busy]
      reply.header('Retry-After', String(seconds))
      return sendPage(reply, 429, signInPage(message, name))
    }
    return reply
      .header('Set-Cookie', sessionCookie(request, result.token, SESSION_MAX_MS / 1000))
      .redirect(ADMIN_PATH, 303)
  })

  app.post(SIGN_OUT_PATH, (request, reply) => {
    if (!fromOwnOrigin(request)) return sendPage(reply, 403, signInPage(SIGN_IN_MESSAGES.forbidden))
    accounts.signOut(sessionToken(request))
    return reply.header('Set-Cookie', sessionCookie(request, '', 0)).redirect(SIGN_IN_PATH, 303)
  })
}

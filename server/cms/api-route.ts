import type { FastifyInstance } from 'fastify'
import type { Accounts } from '../owner/accounts'
import {
  ContentRefused,
  SaveFailed,
  createContentApi,
  parseContentRequest,
  undoableChanges,
} from './content-api'
import { contentCheckIn } from './content-check-runner'
import { CMS_API_PATH } from '../../shared/admin-paths'
import { fromOwnOrigin, signedInAccount } from '../owner/sign-in'
import type { BuildStatus } from './rebuild'
import { PathRefused, type PushOutcome } from './working-copy'

const isStatusRequest = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { action?: unknown }).action === 'siteStatus'

const SERVER_FAULT =
  'The server could not do that just now. Try again in a minute; if it keeps failing, tell your agency.'

/** Base64 photos travel inside the JSON, so this sits well above the upload limit. */
const API_BODY_LIMIT = 24 * 1024 * 1024

/** Decap's proxy backend. Another origin or a non-JSON post (a plain form) gets 403: CSRF. */
export async function cmsApiRoute(
  app: FastifyInstance,
  options: {
    accounts: Accounts
    root: string
    onSaved?: () => void
    status: () => BuildStatus & { push?: PushOutcome }
  },
): Promise<void> {
  const handle = createContentApi({
    root: options.root,
    checkContent: contentCheckIn(options.root),
    onSaved: options.onSaved,
    log: (message, error) => app.log.error({ err: error }, message),
  })
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: API_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)))
        } catch {
          done(Object.assign(new Error('The body is not JSON.'), { statusCode: 400 }), undefined)
        }
      },
    )
    // Any other type still reaches the handler (as nothing), to be refused there with 403.
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT },
      (_r, _b, done) => done(null, undefined),
    )
    scope.post(CMS_API_PATH, { bodyLimit: API_BODY_LIMIT }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow')
      const account = signedInAccount(options.accounts, request)
      if (!account) return reply.code(401).send({ error: 'Sign in first.' })
      const editor = account.name
      const isJson = /^application\/json\b/.test(String(request.headers['content-type'] ?? ''))
      if (!fromOwnOrigin(request) || !isJson) {
        return reply.code(403).send({ error: 'Only the editor on this site can do that.' })
      }
      try {
        // Not part of Decap's protocol: the last changes and the last build, for the status line.
        if (isStatusRequest(request.body)) {
          return reply.send({
            editor,
            role: account.role,
            changes: await undoableChanges(options.root),
            build: options.status(),
          })
        }
        return reply.send(await handle(parseContentRequest(request.body), editor))
      } catch (error) {
        if (error instanceof ContentRefused || error instanceof PathRefused) {
          return reply.code(422).send({ error: error.message })
        }
        if (error instanceof SaveFailed) return reply.code(500).send({ error: error.message })
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return reply.code(404).send({ error: 'There is no such file.' })
        }
        // The details (paths, Git's words) go to the log, not to the browser.
        request.log.error({ err: error }, 'CMS API call failed')
        return reply.code(500).send({ error: SERVER_FAULT })
      }
    })
  })
}

import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Submissions } from './submissions'
import type { BuildStatus } from './cms/rebuild'
import type { PushOutcome } from './cms/working-copy'

/**
 * GET /healthz for load balancers, container HEALTHCHECKs and uptime monitors: 200 when the built
 * site is there and the database commits a write now, 503 (naming which check failed) otherwise.
 * Never cached, and registered outside the rate-limited form route.
 */
export function healthRoute(
  app: FastifyInstance,
  options: {
    clientDir: string
    submissions: Pick<Submissions, 'probeWrite'>
    /** The served build's time and, with the CMS on, the last rebuild's outcome. */
    site: () => { builtAt: Date; push?: PushOutcome } & Partial<BuildStatus>
  },
) {
  app.get('/healthz', async (_request, reply) => {
    const build = existsSync(path.join(options.clientDir, 'index.html'))
    let database = true
    try {
      options.submissions.probeWrite()
    } catch {
      database = false
    }
    const ok = build && database
    const { builtAt, last, push } = options.site()
    return reply
      .code(ok ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .send({
        ok,
        build,
        database,
        buildAgeSeconds: Math.round((Date.now() - builtAt.getTime()) / 1000),
        ...(last ? { lastRebuild: last } : {}),
        ...(push ? { lastPush: push } : {}),
      })
  })
}

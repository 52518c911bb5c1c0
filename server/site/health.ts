import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { LeadStore } from '../leads/store'
import type { BuildStatus } from '../cms/rebuild'
import type { PushOutcome } from '../cms/working-copy'

const secondsSince = (at: Date | string) => Math.round((Date.now() - new Date(at).getTime()) / 1000)

/** A past event as anyone may see it: whether it went well, and how long ago. */
const outcome = (event: { ok: boolean; at: string } | undefined) =>
  event ? { ok: event.ok, ageSeconds: secondsSince(event.at) } : undefined

/**
 * GET /healthz for load balancers, container HEALTHCHECKs and uptime monitors: 200 when the built
 * site is there and the database commits a write now, 503 (naming which check failed) otherwise.
 * Public, so it says only yes or no and how long ago: why a build or a push failed (paths, stack
 * traces, Git's words) is the log's and the signed-in editor's to read. Never cached, and
 * registered outside the rate-limited form route.
 */
export function healthRoute(
  app: FastifyInstance,
  options: {
    clientDir: string
    leadStore: Pick<LeadStore, 'probeWrite'>
    /** The served build's time and, with the CMS on, the last rebuild's outcome. */
    site: () => { builtAt: Date; push?: PushOutcome } & Partial<BuildStatus>
  },
) {
  app.get('/healthz', async (_request, reply) => {
    const build = existsSync(path.join(options.clientDir, 'index.html'))
    let database = true
    try {
      options.leadStore.probeWrite()
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
        buildAgeSeconds: secondsSince(builtAt),
        lastRebuild: outcome(last),
        lastPush: outcome(push),
      })
  })
}

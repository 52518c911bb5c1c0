import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { LeadStore } from '../leads/store'
import type { BuildStatus } from '../cms/rebuild'
import type { PushOutcome } from '../cms/working-copy'

const secondsSince = (at: Date | string) => Math.round((Date.now() - new Date(at).getTime()) / 1000)

const outcome = (event: { ok: boolean; at: string } | undefined) =>
  event ? { ok: event.ok, ageSeconds: secondsSince(event.at) } : undefined

/** Public, so it says only yes/no and how long ago: why a build or push failed stays in the log. */
export function healthRoute(
  app: FastifyInstance,
  options: {
    clientDir: string
    leadStore: Pick<LeadStore, 'probeWrite'>
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

import Fastify from 'fastify'
import { expect, test } from 'vitest'
import { createSiteFixture } from '../../tests/support/site-fixture'
import { healthRoute } from './health'

test('/healthz says yes or no and how long ago, never why: no path, stack or Git output', async () => {
  const fixture = createSiteFixture()
  const app = Fastify()
  const tenMinutesAgo = new Date(Date.now() - 600_000).toISOString()
  healthRoute(app, {
    clientDir: fixture.clientDir,
    leadStore: { probeWrite: () => undefined },
    site: () => ({
      builtAt: new Date(Date.now() - 3_600_000),
      building: false,
      queued: false,
      builds: 2,
      last: {
        at: tenMinutesAgo,
        ok: false,
        seconds: 31.5,
        error:
          'Error: ENOENT: no such file, open /srv/canopy/site/.site-builds/x\n    at Object.<anonymous> (/srv/canopy/site/node_modules/@react-router/dev/dist/cli.js:3:5)',
      },
      push: {
        at: tenMinutesAgo,
        ok: false,
        error: 'fatal: /srv/canopy/.ssh/deploy_key: permission denied',
      },
    }),
  })
  const response = await app.inject({ method: 'GET', url: '/healthz' })
  await app.close()
  fixture.cleanup()
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({
    ok: true,
    build: true,
    database: true,
    buildAgeSeconds: 3600,
    lastRebuild: { ok: false, ageSeconds: 600 },
    lastPush: { ok: false, ageSeconds: 600 },
  })
  expect(response.body).not.toMatch(/\/srv|error|at Object|fatal/i)
})

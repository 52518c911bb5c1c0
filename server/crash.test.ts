import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { afterAll, expect, test } from 'vitest'
import { contactForm } from '../tests/support/lead-input'
import { createSiteFixture } from '../tests/support/site-fixture'
import { serveForTest } from '../tests/support/test-server'
import { openLeadStore } from './leads/store'
import { freePort, spawnServer, waitUntilUp } from '../tests/support/local-server'

const fixture = createSiteFixture()
afterAll(() => fixture.cleanup())

function startServer(port: number): ChildProcess {
  return spawnServer(port, fixture.dataDir, {
    source: true,
    env: { BUILD_DIR: fixture.clientDir },
  })
}

function postLead(base: string, index: number) {
  return fetch(`${base}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(
      contactForm({ name: `Burst ${index}`, email: `burst${index}@example.com` }),
    ).toString(),
  })
}

test('kill -9 in the middle of a burst: after a restart every acknowledged lead is there', async () => {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let server = startServer(port)
  const exited = once(server, 'exit')
  await waitUntilUp(base)

  const acknowledged: string[] = []
  let killed = false
  const worker = async (offset: number) => {
    for (let index = offset; index < 400 && !killed; index += 8) {
      try {
        const response = await postLead(base, index)
        if (response.ok) acknowledged.push(((await response.json()) as { id: string }).id)
      } catch {
        // The connection died with the server: that lead was never acknowledged.
      }
      if (acknowledged.length >= 60 && !killed) {
        killed = true
        server.kill('SIGKILL')
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, (_, offset) => worker(offset)))
  await exited
  expect(killed).toBe(true)
  expect(acknowledged.length).toBeGreaterThanOrEqual(60)

  server = startServer(port)
  const stopped = once(server, 'exit')
  await waitUntilUp(base)
  server.kill('SIGTERM')
  await stopped

  const store = openLeadStore(fixture.dataDir)
  const stored = new Set(store.listLeads().map((lead) => lead.id))
  store.close()
  const lost = acknowledged.filter((id) => !stored.has(id))
  expect(lost).toEqual([])
}, 60_000)

test('one client posting too fast gets 429 with a JSON reason', async () => {
  const { url } = await serveForTest({
    site: fixture,
    app: { rateLimit: { max: 3, windowMs: 60_000 } },
  })
  const statuses: number[] = []
  for (let index = 0; index < 5; index += 1)
    statuses.push((await postLead(url, 1000 + index)).status)
  expect(statuses).toEqual([200, 200, 200, 429, 429])
  const answer = await (await postLead(url, 2000)).json()
  expect(answer).toMatchObject({ ok: false, errors: [{ field: 'rate' }] })
})

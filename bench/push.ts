// From a visitor's post being acknowledged to the push service taking its alert, over 100 leads,
// against the server as it runs (its own process, trusting a fake push service on loopback).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { openAccounts } from '../server/owner/accounts'
import { postSignIn, sessionCookieOf } from '../tests/support/cms-sign-in'
import { startFakePushService } from '../tests/support/fake-push-service'
import { freePort, spawnServer, waitUntilUp } from '../tests/support/local-server'
import { createSiteFixture } from '../tests/support/site-fixture'
import { measuredOn, median, writeBenchSection } from './record'

const LEADS = 100
const TARGET_MS = 2000
const PASSWORD = 'a white ash by the fence'

const fixture = createSiteFixture()
const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-push-'))
const arrived = new Map<string, number>()
const waiting = new Map<string, () => void>()
const push = await startFakePushService({
  onReceived: (received) => {
    const id = received.payload.url.split('/').pop() ?? ''
    arrived.set(id, performance.now())
    waiting.get(id)?.()
  },
})
const accounts = openAccounts(dataDir)
await accounts.add('maria', PASSWORD, 'owner')
accounts.close()
const port = await freePort()
const server = spawnServer(port, dataDir, {
  source: true,
  env: {
    BUILD_DIR: fixture.clientDir,
    NODE_EXTRA_CA_CERTS: push.certificate.certFile,
    PUSH_SERVICE_ORIGINS: push.origin,
  },
})
try {
  const base = `http://127.0.0.1:${port}`
  await waitUntilUp(`${base}/healthz`)
  const cookie = sessionCookieOf(await postSignIn(base, 'maria', PASSWORD))
  const subscribed = await fetch(`${base}/admin/leads/push-subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ ...push.subscribe(), device: 'Bench phone' }),
    headers: { 'content-type': 'application/json', origin: base, cookie },
  })
  if (subscribed.status !== 201) throw new Error(`subscribing answered ${subscribed.status}`)

  const delays: number[] = []
  for (let index = 0; index < LEADS; index += 1) {
    const response = await fetch(`${base}/`, {
      method: 'POST',
      body: new URLSearchParams({
        'form-name': 'contact',
        name: `Bench Lead ${index}`,
        email: 'bench@example.com',
        comment: 'The old elm by the street lost a limb in the wind.',
        submit: 'Send message',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    })
    const acknowledged = performance.now()
    const { id } = (await response.json()) as { id: string }
    if (!arrived.has(id)) await new Promise<void>((resolve) => waiting.set(id, resolve))
    // The push can land before the answer has been read: that counts as no wait at all.
    delays.push(Math.max(0, (arrived.get(id) ?? acknowledged) - acknowledged))
  }
  const worst = Math.max(...delays)
  const table = [
    '## A lead pushed to the owner’s phone (`npm run bench:push`)',
    '',
    `Measured ${measuredOn()}: ${LEADS} leads posted one after another to the server as it runs`,
    '(`tsx server/index.ts`, its own process), each timed from its acknowledgement to a fake push',
    'service on loopback (https, VAPID checked, body decrypted) taking its alert.',
    '',
    '| Leads | Median | Worst | Target |',
    '| ----- | ------ | ----- | ------ |',
    `| ${LEADS} | ${median(delays).toFixed(1)} ms | ${worst.toFixed(1)} ms | under ${TARGET_MS} ms |`,
  ].join('\n')
  console.log(table)
  writeBenchSection('push', table)
  if (worst >= TARGET_MS) process.exitCode = 1
} finally {
  server.kill('SIGTERM')
  await push.close()
  push.certificate.cleanup()
  fixture.cleanup()
  rmSync(dataDir, { recursive: true, force: true })
}

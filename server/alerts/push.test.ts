import type { FastifyInstance } from 'fastify'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync, statSync } from 'node:fs'
import { Agent } from 'node:https'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postSignIn, sessionCookieOf } from '../../tests/support/cms-sign-in'
import {
  type FakePushService,
  selfSignedCertificate,
  startFakePushService,
} from '../../tests/support/fake-push-service'
import { freePort, spawnServer, waitUntilUp } from '../../tests/support/local-server'
import { createSiteFixture } from '../../tests/support/site-fixture'
import { buildApp } from '../app'
import { openLeadStore } from '../leads/store'
import { openAccounts } from '../owner/accounts'
import { VAPID_FILE } from './vapid'

/**
 * Push alerts end to end against a push service on loopback that checks what the real ones check
 * (VAPID signature, audience and expiry) and decrypts each push with the subscription's own keys.
 */
const PASSWORD = 'a sugar maple by the drive'
const valid = {
  'form-name': 'contact',
  name: 'Robin Hawthorn',
  email: 'robin@example.com',
  phone: '(217) 555-0123',
  comment: 'A big limb of our oak split in last night’s storm and hangs over the driveway now.',
  service: 'tree-removal',
  urgency: 'emergency',
  submit: 'Send message',
}

async function withOwner(dataDir: string) {
  const accounts = openAccounts(dataDir)
  await accounts.add('maria', PASSWORD, 'owner')
  await accounts.add('ed.writer', PASSWORD, 'editor')
  accounts.close()
}

function client(base: string, cookie: string) {
  return {
    postLead: (fields: Record<string, string>) =>
      fetch(`${base}/`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
      }).then(async (response) => (await response.json()) as { ok: boolean; id: string }),
    subscribe: (subscription: object, headers: Record<string, string> = {}) =>
      fetch(`${base}/admin/leads/push-subscriptions`, {
        method: 'POST',
        body: JSON.stringify(subscription),
        headers: { 'content-type': 'application/json', origin: base, cookie, ...headers },
      }),
    form: (pathname: string, fields: Record<string, string>) =>
      fetch(`${base}${pathname}`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie },
        redirect: 'manual',
      }),
    page: (pathname: string) =>
      fetch(`${base}${pathname}`, { headers: { cookie } }).then((response) => response.text()),
  }
}

describe('in one process', () => {
  const fixture = createSiteFixture()
  let push: FakePushService
  let app: FastifyInstance
  let base: string
  let owner: ReturnType<typeof client>

  beforeAll(async () => {
    await withOwner(fixture.dataDir)
    push = await startFakePushService()
    app = await buildApp({
      clientDir: fixture.clientDir,
      dataDir: fixture.dataDir,
      rateLimit: { max: 1000, windowMs: 60_000 },
      push: {
        serviceOrigins: [push.origin],
        agent: new Agent({ ca: push.certificate.cert }),
        subject: 'mailto:owner@example.com',
      },
    })
    base = await app.listen({ host: '127.0.0.1', port: 0 })
    owner = client(base, sessionCookieOf(await postSignIn(base, 'maria', PASSWORD)))
  })
  afterAll(async () => {
    await app?.close()
    await push?.close()
    push?.certificate.cleanup()
    fixture.cleanup()
  })

  test('the VAPID key pair is made at first start and kept in the data folder, 0600', () => {
    const file = path.join(fixture.dataDir, VAPID_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string }
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65)
  })

  test('a subscription is refused from another site, off the allowed push services, or to an editor', async () => {
    const subscription = { ...push.subscribe(), device: 'Phone' }
    expect((await owner.subscribe(subscription, { origin: 'https://evil.example' })).status).toBe(
      403,
    )
    const elsewhere = { ...subscription, endpoint: 'https://push.evil.example/x' }
    expect((await owner.subscribe(elsewhere)).status).toBe(400)
    const plain = { ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') }
    expect((await owner.subscribe(plain)).status).toBe(400)
    const badKeys = { ...subscription, keys: { p256dh: 'AAAA', auth: 'AAAA' } }
    expect((await owner.subscribe(badKeys)).status).toBe(400)
    const editor = client(base, sessionCookieOf(await postSignIn(base, 'ed.writer', PASSWORD)))
    expect((await editor.subscribe(subscription)).status).toBe(403)
    expect(await owner.page('/admin/leads/alerts')).toContain('No device gets alerts yet.')
  })

  test("a visitor's post is pushed once, signed and encrypted, naming the lead; spam is not", async () => {
    const subscription = push.subscribe()
    const answer = await owner.subscribe({ ...subscription, device: 'Maria’s <b>phone</b>' })
    expect(answer.status).toBe(201)
    expect(await owner.page('/admin/leads/alerts')).toContain('Maria’s &lt;b&gt;phone&lt;/b&gt;')

    await owner.postLead({ ...valid, name: 'Spammy Robot', 'bot-field': 'http://spam.example' })
    const lead = await owner.postLead(valid)
    expect(lead.ok).toBe(true)
    await expect.poll(() => push.received.length).toBe(1)
    const [received] = push.received
    expect(received!.endpoint).toBe(subscription.endpoint)
    expect(received!.payload.title).toBe('Emergency: Robin Hawthorn')
    expect(received!.payload.body).toMatch(/^Tree Removal · Emergency[^\n]*\nA big limb of our oak/)
    expect(received!.payload.url).toBe(`/admin/leads/${lead.id}`)
    expect(received!.headers.urgency).toBe('high')
    expect(Number(received!.headers.ttl)).toBeGreaterThan(0)
    const keys = JSON.parse(readFileSync(path.join(fixture.dataDir, VAPID_FILE), 'utf8')) as {
      publicKey: string
    }
    expect(received!.vapid.publicKey).toBe(keys.publicKey)
    expect(received!.vapid.aud).toBe(push.origin)
    expect(push.refused).toEqual([])
    expect(await owner.page(`/admin/leads/${lead.id}`)).toContain('Push alert sent to Maria’s')
  })

  test('a subscription the push service answers 410 is removed, and the history says so', async () => {
    const gone = push.subscribe()
    expect((await owner.subscribe({ ...gone, device: 'Old tablet' })).status).toBe(201)
    push.answer(gone.endpoint, 410)
    const before = push.received.length
    const lead = await owner.postLead({ ...valid, name: 'Sam Linden', urgency: 'week' })
    await expect.poll(() => push.received.length).toBe(before + 1)
    await expect
      .poll(() => owner.page(`/admin/leads/${lead.id}`))
      .toContain('Push alert to Old tablet failed: the device no longer takes alerts (410)')
    expect(await owner.page('/admin/leads/alerts')).not.toContain('Old tablet')
  })

  test('a test alert and removing a device are plain form posts', async () => {
    const before = push.received.length
    const test = await owner.form('/admin/leads/alerts/test', {})
    expect(test.status).toBe(303)
    await expect.poll(() => push.received.length).toBe(before + 1)
    expect(push.received.at(-1)!.payload.title).toBe('Test alert')

    const page = await owner.page('/admin/leads/alerts')
    const id = /name="id" value="([\w-]+)"/.exec(page)?.[1] ?? ''
    expect((await owner.form('/admin/leads/push-subscriptions/remove', { id })).status).toBe(303)
    expect(await owner.page('/admin/leads/alerts')).toContain('No device gets alerts yet.')
  })
})

describe('the server as it runs, across a restart', () => {
  const fixture = createSiteFixture()
  const certificate = selfSignedCertificate()
  let server: ChildProcess | undefined
  let push: FakePushService | undefined

  afterAll(async () => {
    server?.kill('SIGKILL')
    await push?.close()
    certificate.cleanup()
    fixture.cleanup()
  })

  async function start(port: number, pushPort: number) {
    server = spawnServer(port, fixture.dataDir, {
      source: true,
      env: {
        BUILD_DIR: fixture.clientDir,
        NODE_EXTRA_CA_CERTS: certificate.certFile,
        PUSH_SERVICE_ORIGINS: `https://127.0.0.1:${pushPort}`,
      },
    })
    await waitUntilUp(`http://127.0.0.1:${port}/healthz`)
    return `http://127.0.0.1:${port}`
  }

  async function stop() {
    const exited = once(server!, 'exit')
    server!.kill('SIGTERM')
    await exited
  }

  const pushHistory = (leadId: string) => {
    const store = openLeadStore(fixture.dataDir)
    try {
      return store.inbox.lead(leadId)?.history.map((entry) => entry.what) ?? []
    } finally {
      store.close()
    }
  }

  test('a push service that is down is tried again after a restart, and the lead is pushed', async () => {
    await withOwner(fixture.dataDir)
    const [port, pushPort] = [await freePort(), await freePort()]
    // The push service makes the subscription, then goes down before the lead comes.
    const first = await startFakePushService({ port: pushPort, certificate })
    const subscription = first.subscribe()
    await first.close()

    const base = await start(port, pushPort)
    const owner = client(base, sessionCookieOf(await postSignIn(base, 'maria', PASSWORD)))
    expect((await owner.subscribe({ ...subscription, device: 'Phone' })).status).toBe(201)
    const lead = await owner.postLead({ ...valid, name: 'Jordan Birch' })
    expect(lead.ok).toBe(true)
    await expect
      .poll(() => pushHistory(lead.id).join('\n'), { timeout: 10_000 })
      .toMatch(/Push alert to Phone failed \(connect ECONNREFUSED/)
    await stop()

    push = await startFakePushService({
      port: pushPort,
      certificate,
      subscriptions: first.subscriptions,
    })
    await start(port, pushPort)
    // The retry falls due 5 s after the failure; the worker takes it at its first round after
    // that, which can be its start or its next poll 15 s on: the wait covers both and the start.
    await expect.poll(() => push!.received.length, { timeout: 40_000 }).toBe(1)
    expect(push.received[0]!.payload.title).toBe('Emergency: Jordan Birch')
    expect(push.received[0]!.endpoint).toBe(subscription.endpoint)
    expect(pushHistory(lead.id).join('\n')).toContain('Push alert sent to Phone')
  }, 60_000)
})

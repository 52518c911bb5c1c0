import { afterAll, expect, test } from 'vitest'
import { leadInput, storedLead } from '../../tests/support/lead-input'
import { createSiteFixture } from '../../tests/support/site-fixture'
import { openLeadStore } from '../leads/store'
import { createAlertWorker } from './alert-worker'
import { type PushPayload, pushPayload } from './notification'

const fixture = createSiteFixture()
afterAll(() => fixture.cleanup())
const meta = { ip: '203.0.113.8', userAgent: 'test' }

test('the payload carries the unopened count for the icon badge, a test alert too', () => {
  expect(pushPayload('new', storedLead(), 3).unopened).toBe(3)
  expect(pushPayload('reminder', storedLead(), 0).unopened).toBe(0)
  expect(pushPayload('test', undefined, 2).unopened).toBe(2)
})

test("each push carries the inbox's unopened leads as they are when it is sent", async () => {
  const store = openLeadStore(fixture.dataDir)
  try {
    store.alerts.subscribe({
      endpoint: 'https://push.test/phone',
      p256dh: 'key',
      auth: 'secret',
      account: 'maria',
      device: 'Phone',
      createdAt: new Date().toISOString(),
    })
    const seen = store.saveLead(leadInput({ name: 'Elm Seen' }), meta, { notify: false })
    store.saveLead(leadInput({ name: 'Spam Bot' }), meta, { notify: false, spam: 'honeypot' })
    store.inbox.markOpened(seen.id)
    const payloads: PushPayload[] = []
    const worker = createAlertWorker({
      alerts: store.alerts,
      send: async (_target, payload) => {
        payloads.push(JSON.parse(payload) as PushPayload)
      },
      origins: ['https://push.test'],
      log: () => undefined,
    })
    await worker.kick()
    expect(payloads.map(({ title, unopened }) => [title, unopened])).toEqual([
      ['New lead: Elm Seen', 0],
    ])

    store.saveLead(leadInput({ name: 'Ash New' }), meta, { notify: false })
    store.saveLead(leadInput({ name: 'Oak New' }), meta, { notify: false })
    await worker.kick()
    expect(payloads.slice(1).map(({ title, unopened }) => [title, unopened])).toEqual([
      ['New lead: Ash New', 2],
      ['New lead: Oak New', 2],
    ])
    await worker.stop()
  } finally {
    store.close()
  }
})

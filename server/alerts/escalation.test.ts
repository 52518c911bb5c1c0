import { afterAll, expect, test } from 'vitest'
import { leadInput } from '../../tests/support/lead-input'
import { createSiteFixture } from '../../tests/support/site-fixture'
import type { Mailer } from '../leads/email-outbox'
import { openLeadStore } from '../leads/store'
import { type PushTarget, createAlertWorker } from './alert-worker'
import type { PushPayload } from './notification'

/** Escalation on a fake clock: the worker is driven by hand, minute by minute. */
const fixtures: ReturnType<typeof createSiteFixture>[] = []
afterAll(() => fixtures.forEach((fixture) => fixture.cleanup()))
function freshStore() {
  const fixture = createSiteFixture()
  fixtures.push(fixture)
  const store = openLeadStore(fixture.dataDir)
  store.alerts.subscribe({
    endpoint: 'https://push.test/phone',
    p256dh: 'key',
    auth: 'secret',
    account: 'maria',
    device: 'Phone',
    createdAt: new Date().toISOString(),
  })
  return store
}

test('an emergency unopened for 5 minutes is pushed again and e-mailed; one opened at minute 4 is not', async () => {
  const store = freshStore()
  const meta = { ip: '203.0.113.7', userAgent: 'test' }
  const unopened = store.saveLead(leadInput({ name: 'Ash Unopened', urgency: 'emergency' }), meta, {
    notify: false,
  })
  const opened = store.saveLead(leadInput({ name: 'Elm Opened', urgency: 'emergency' }), meta, {
    notify: false,
  })
  const pushed: string[] = []
  const mailed: string[] = []
  const mailer: Mailer = {
    async send(message) {
      mailed.push(message.subject)
    },
  }
  const start = new Date(opened.createdAt).getTime()
  let clock = start
  const worker = createAlertWorker({
    alerts: store.alerts,
    send: async (_target: PushTarget, payload: string) => {
      pushed.push((JSON.parse(payload) as PushPayload).title)
    },
    origins: ['https://push.test'],
    mail: { mailer, to: 'owner@example.com' },
    log: () => undefined,
    now: () => new Date(clock),
  })
  const at = async (minutes: number) => {
    clock = start + minutes * 60_000
    await worker.kick()
  }

  await at(0)
  expect(pushed).toEqual(['Emergency: Ash Unopened', 'Emergency: Elm Opened'])
  await at(4)
  store.inbox.markOpened(opened.id)
  await at(4.99)
  expect(pushed).toHaveLength(2)
  expect(mailed).toEqual([])

  await at(5.01)
  expect(pushed.slice(2)).toEqual(['Emergency, still unopened: Ash Unopened'])
  expect(mailed).toEqual(['Still unopened: Emergency: New website enquiry from Ash Unopened'])
  await at(6)
  expect(pushed).toHaveLength(3)

  // Still New after 15 minutes, opened or not: one reminder each, never a second.
  await at(15.01)
  expect(pushed.slice(3).sort()).toEqual(['Still new: Ash Unopened', 'Still new: Elm Opened'])
  await at(30)
  expect(pushed).toHaveLength(5)

  const history = store.inbox.lead(unopened.id)!.history.map((entry) => entry.what)
  expect(history).toEqual([
    'Push alert sent to Phone',
    'Emergency pushed again sent to Phone',
    'Emergency e-mailed again to owner@example.com',
    'Reminder (still New) pushed sent to Phone',
  ])
  await worker.stop()
  store.close()
})

test('a lead handled before its reminder is due gets none, and the delays come from the settings', async () => {
  const store = freshStore()
  store.alerts.setDelays({ emergencyMinutes: 2, reminderMinutes: 3 })
  const lead = store.saveLead(
    leadInput({ name: 'Oak Handled' }),
    { ip: '203.0.113.8', userAgent: 'test' },
    { notify: false },
  )
  const pushed: string[] = []
  let clock = new Date(lead.createdAt).getTime()
  const worker = createAlertWorker({
    alerts: store.alerts,
    send: async (_target, payload) => {
      pushed.push((JSON.parse(payload) as PushPayload).title)
    },
    origins: ['https://push.test'],
    log: () => undefined,
    now: () => new Date(clock),
  })
  await worker.kick()
  expect(pushed).toEqual(['New lead: Oak Handled'])
  store.inbox.setStatus(lead.id, 'contacted', 'maria')
  clock += 3.01 * 60_000
  await worker.kick()
  expect(pushed).toEqual(['New lead: Oak Handled'])
  await worker.stop()
  store.close()
})

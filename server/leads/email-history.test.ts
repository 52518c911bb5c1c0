import { afterAll, expect, test } from 'vitest'
import { leadInput } from '../../tests/support/lead-input'
import { createSiteFixture } from '../../tests/support/site-fixture'
import { type Mailer, createNotifier } from './email-outbox'
import { openLeadStore } from './store'

const meta = { ip: '203.0.113.20', userAgent: 'test' }
const fixture = createSiteFixture()
afterAll(() => fixture.cleanup())

test("the lead's e-mail, failed and then sent, is in its history by `alerts`", async () => {
  let clock = new Date('2030-03-01T12:00:00.000Z')
  let mailServerUp = false
  const mailer: Mailer = {
    async send() {
      if (!mailServerUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25')
    },
  }
  const store = openLeadStore(fixture.dataDir)
  try {
    const lead = store.saveLead(leadInput({ name: 'Ash Walnut' }), meta, { notify: true })
    const notifier = createNotifier({
      leadStore: store,
      mailer,
      to: ['a@example.com', 'b@example.com'],
      log: () => {},
      now: () => clock,
    })
    const history = () =>
      store.inbox.lead(lead.id)?.history.map(({ at, editor, what }) => ({ at, editor, what }))

    await notifier.kick()
    expect(history()).toEqual([
      {
        at: '2030-03-01T12:00:00.000Z',
        editor: 'alerts',
        what: 'E-mail failed (connect ECONNREFUSED 127.0.0.1:25); trying again at 2030-03-01T12:00:30.000Z',
      },
    ])

    mailServerUp = true
    clock = new Date('2030-03-01T12:00:31.000Z')
    await notifier.kick()
    expect(history()?.at(-1)).toEqual({
      at: '2030-03-01T12:00:31.000Z',
      editor: 'alerts',
      what: 'E-mailed to a@example.com, b@example.com',
    })
    expect(history()).toHaveLength(2)
    await notifier.stop()
  } finally {
    store.close()
  }
})

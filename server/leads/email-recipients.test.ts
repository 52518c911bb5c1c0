import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { leadInput, storedLead } from '../../tests/support/lead-input'
import { type Mailer, createNotifier, leadEmail } from './email-outbox'
import { openLeadStore } from './store'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('NOTIFY_EMAIL with two addresses: the one e-mail goes to both', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-recipients-'))
  dirs.push(dataDir)
  const leadStore = openLeadStore(dataDir)
  const sent: Parameters<Mailer['send']>[0]['to'][] = []
  const mailer: Mailer = {
    async send(message) {
      sent.push(message.to)
    },
  }
  leadStore.saveLead(leadInput(), { ip: '203.0.113.1', userAgent: 'test' }, { notify: true })
  const notifier = createNotifier({
    leadStore,
    mailer,
    to: ['a@x.test', 'b@y.test'],
    log: () => {},
  })
  await notifier.kick()
  await notifier.stop()
  leadStore.close()
  expect(sent).toEqual([['a@x.test', 'b@y.test']])
})

test("the e-mail says when the lead came on the business's clock, naming the zone", () => {
  // 18:00 UTC is noon in Springfield in December (CST), 1 PM in July (CDT).
  const winter = leadEmail(storedLead({ createdAt: '2026-12-02T18:00:00.000Z' }))
  expect(winter.text).toContain('Received: Dec 2, 2026, 12:00 PM CST')
  expect(winter.html).toContain('<th align="left">Received</th><td>Dec 2, 2026, 12:00 PM CST</td>')
  const summer = leadEmail(storedLead({ createdAt: '2026-07-02T18:00:00.000Z' }))
  expect(summer.text).toContain('Received: Jul 2, 2026, 1:00 PM CDT')
})

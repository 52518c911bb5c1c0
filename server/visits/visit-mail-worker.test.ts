import nodemailer from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import type { VEvent } from 'node-ical'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { leadInput } from '../../tests/support/lead-input'
import {
  chicagoClock,
  eventsOf,
  mimePart,
  startMailSink,
  subjectOf,
} from '../../tests/support/mail-sink'
import { serveForTest } from '../../tests/support/test-server'
import { visitRows } from '../../tests/support/visit-rows'
import { type Mailer, smtpMailer } from '../leads/email-outbox'
import { openLeadStore } from '../leads/store'
import { visitEmail } from './visit-email'
import type { DueVisitMail } from './visit-mail-queries'
import { createVisitMailWorker } from './visit-mail-worker'

const meta = { ip: '203.0.113.7', userAgent: 'test' }
const SITE_HOST = 'www.canopy.example'
// 8–10 am in Springfield: CST (UTC−6) in December, CDT (UTC−5) after the March change.
const DECEMBER = { start: '2026-12-08T14:00:00.000Z', end: '2026-12-08T16:00:00.000Z' }
const AFTER_MARCH_CHANGE = { start: '2027-03-15T13:00:00.000Z', end: '2027-03-15T15:00:00.000Z' }

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function setUp(lead = leadInput({ address: '12 Elm St, Springfield' })) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-visit-mail-'))
  dirs.push(dataDir)
  const store = openLeadStore(dataDir)
  const { id } = store.saveLead(lead, meta, { notify: false })
  const rows = visitRows(dataDir)
  return { store, rows, leadId: id }
}

/** A mailer that keeps what it was given, or fails while `down` is true. */
function recordingMailer() {
  const sent: Parameters<Mailer['send']>[0][] = []
  const state = { down: false, sent }
  const mailer: Mailer = {
    async send(message) {
      if (state.down) throw new Error('ECONNREFUSED 127.0.0.1:25')
      sent.push(message)
    },
  }
  return { mailer, state }
}

const eventOf = (ics: string): VEvent => {
  const [event] = eventsOf(ics)
  if (!event) throw new Error(`no VEVENT in ${ics}`)
  return event
}
const icsOf = (message: Parameters<Mailer['send']>[0]) =>
  message.attachments?.find((file) => file.filename.endsWith('.ics'))?.content.toString('utf8') ??
  ''

test('a confirmed visit reaches the visitor through SMTP with an invitation at 8:00 in Springfield', async () => {
  const sink = await startMailSink()
  const { store, rows, leadId } = setUp()
  rows.queueMail(leadId, 'confirmed', DECEMBER)
  const worker = createVisitMailWorker({
    visitMail: store.visitMail,
    mailer: smtpMailer(sink.url, 'Canopy <site@canopy.example>'),
    siteHost: SITE_HOST,
    log: () => {},
  })
  try {
    await worker.kick()
    expect(sink.received.map((mail) => mail.to)).toEqual([['pat@example.com']])
    const raw = sink.received[0]?.raw ?? ''
    expect(subjectOf(raw)).toBe('Your free estimate visit: Tuesday, December 8, 8–10 am')
    expect(raw).toMatch(/^To: Pat Green <pat@example\.com>\r?$/m)
    const text = mimePart(raw, 'text/plain')
    expect(text).toContain('When: Tuesday, December 8, 8–10 am (CST)')
    expect(text).toContain('Where: 12 Elm St, Springfield')
    expect(text).toContain('What to expect')
    expect(mimePart(raw, 'text/html')).toContain('<a href="tel:+12175550142">(217) 555-0142</a>')

    const event = eventOf(mimePart(raw, 'text/calendar'))
    expect(event.start.toISOString()).toBe(DECEMBER.start)
    expect(event.end?.toISOString()).toBe(DECEMBER.end)
    expect(chicagoClock(event.start)).toBe('08:00')
    expect(event.uid).toBe(`visit-${leadId}@${SITE_HOST}`)
    expect(event.location).toBe('12 Elm St, Springfield')
    expect(event.description).toContain('(217) 555-0142')
    expect(event.status).toBe('CONFIRMED')
    expect(event.method).toBe('PUBLISH')
    // UTC instants only: a TZID would need a VTIMEZONE the invitation does not carry.
    expect(mimePart(raw, 'text/calendar')).not.toMatch(/TZID/)

    expect(store.visitMail.stateOf(leadId)).toMatchObject({ kind: 'confirmed', lastError: null })
    expect(store.visitMail.stateOf(leadId)?.sentAt).not.toBeNull()
    expect(store.inbox.lead(leadId)?.history.map((entry) => entry.what)).toContain(
      'Visit confirmation e-mailed to pat@example.com',
    )
    await worker.kick()
    expect(sink.received).toHaveLength(1)
  } finally {
    await worker.stop()
    store.close()
    rows.close()
    await sink.close()
  }
}, 20_000)

test('after the March change the invitation still says 8:00 in Springfield (13:00 UTC)', async () => {
  const { store, rows, leadId } = setUp()
  rows.queueMail(leadId, 'confirmed', AFTER_MARCH_CHANGE)
  const { mailer, state } = recordingMailer()
  const worker = createVisitMailWorker({
    visitMail: store.visitMail,
    mailer,
    siteHost: SITE_HOST,
    log: () => {},
  })
  await worker.kick()
  await worker.stop()
  const [message] = state.sent
  expect(message?.subject).toBe('Your free estimate visit: Monday, March 15, 8–10 am')
  expect(message?.text).toContain('(CDT)')
  const event = eventOf(icsOf(message!))
  expect(event.start.toISOString()).toBe(AFTER_MARCH_CHANGE.start)
  expect(chicagoClock(event.start)).toBe('08:00')
  store.close()
  rows.close()
})

test('a new time keeps the UID with a higher SEQUENCE; a decline cancels the same event', async () => {
  const { store, rows, leadId } = setUp()
  const { mailer, state } = recordingMailer()
  const worker = createVisitMailWorker({
    visitMail: store.visitMail,
    mailer,
    siteHost: SITE_HOST,
    log: () => {},
  })
  rows.queueMail(leadId, 'confirmed', DECEMBER)
  await worker.kick()
  rows.queueMail(leadId, 'moved', AFTER_MARCH_CHANGE)
  await worker.kick()
  rows.queueMail(leadId, 'declined', AFTER_MARCH_CHANGE)
  await worker.kick()
  await worker.stop()

  const [confirmed, moved, declined] = state.sent.map((message) => eventOf(icsOf(message)))
  expect(new Set([confirmed?.uid, moved?.uid, declined?.uid])).toEqual(
    new Set([`visit-${leadId}@${SITE_HOST}`]),
  )
  expect([confirmed?.sequence, moved?.sequence, declined?.sequence]).toEqual([0, 1, 2])
  expect(moved?.start.toISOString()).toBe(AFTER_MARCH_CHANGE.start)
  expect(state.sent[1]?.subject).toBe(
    'Your free estimate visit has a new time: Monday, March 15, 8–10 am',
  )
  expect(declined?.status).toBe('CANCELLED')
  expect(state.sent[2]?.subject).toBe(
    'We can’t keep your free estimate visit on Monday, March 15, 8–10 am',
  )
  expect(state.sent[2]?.text).toContain('Please call us')
  expect(state.sent[2]?.text).toContain('(217) 555-0142')
  expect(state.sent[2]?.text).not.toContain('What to expect')
  store.close()
  rows.close()
})

test('a failing mail server: the e-mail waits 30 s, then 1 min, is sent then, and the history says so', async () => {
  const { store, rows, leadId } = setUp()
  let clock = new Date('2026-12-05T12:00:00.000Z')
  rows.queueMail(leadId, 'confirmed', DECEMBER, clock)
  const { mailer, state } = recordingMailer()
  state.down = true
  const worker = createVisitMailWorker({
    visitMail: store.visitMail,
    mailer,
    siteHost: SITE_HOST,
    log: () => {},
    now: () => clock,
  })
  await worker.kick()
  const failed = store.visitMail.stateOf(leadId)
  expect(failed?.sentAt).toBeNull()
  expect(failed?.lastError).toContain('ECONNREFUSED')
  expect(failed?.nextAttemptAt).toBe('2026-12-05T12:00:30.000Z')
  expect(store.inbox.lead(leadId)?.history.map((entry) => entry.what)).toContain(
    'Visit e-mail to the visitor failed (ECONNREFUSED 127.0.0.1:25); trying again at 2026-12-05T12:00:30.000Z',
  )

  clock = new Date('2026-12-05T12:00:29.000Z')
  await worker.kick()
  expect(store.visitMail.stateOf(leadId)?.nextAttemptAt).toBe('2026-12-05T12:00:30.000Z')
  clock = new Date('2026-12-05T12:00:30.000Z')
  await worker.kick()
  // The second failure waits twice as long.
  expect(store.visitMail.stateOf(leadId)?.nextAttemptAt).toBe('2026-12-05T12:01:30.000Z')

  state.down = false
  clock = new Date('2026-12-05T12:01:30.000Z')
  await worker.kick()
  await worker.stop()
  expect(state.sent).toHaveLength(1)
  expect(store.visitMail.stateOf(leadId)?.sentAt).toBe('2026-12-05T12:01:30.000Z')
  store.close()
  rows.close()
})

test('the server sends what waits when it starts with SMTP; without SMTP the e-mail waits', async () => {
  const queued: string[] = []
  const queue = (dataDir: string) => {
    const store = openLeadStore(dataDir)
    const { id } = store.saveLead(leadInput(), meta, { notify: false })
    store.close()
    const rows = visitRows(dataDir)
    rows.queueMail(id, 'confirmed', DECEMBER)
    rows.close()
    queued.push(id)
  }
  const { mailer, state } = recordingMailer()
  // Closing waits for the round that starting began: no timing involved.
  const withMail = await serveForTest({
    prepare: (site) => queue(site.dataDir),
    app: { mail: { mailer, to: 'owner@example.com' } },
  })
  await withMail.close()
  expect(state.sent.map((message) => message.subject)).toEqual([
    'Your free estimate visit: Tuesday, December 8, 8–10 am',
  ])

  const withoutMail = await serveForTest({ prepare: (site) => queue(site.dataDir) })
  await withoutMail.close()
  const store = openLeadStore(withoutMail.dataDir)
  expect(store.visitMail.stateOf(queued[1] ?? '')).toMatchObject({ sentAt: null, lastError: null })
  store.close()
})

test('an e-mail still unsent when a later one is queued is not sent: the visitor gets the latest time only', async () => {
  const { store, rows, leadId } = setUp()
  let clock = new Date('2026-12-05T12:00:00.000Z')
  const { mailer, state } = recordingMailer()
  const worker = createVisitMailWorker({
    visitMail: store.visitMail,
    mailer,
    siteHost: SITE_HOST,
    log: () => {},
    now: () => clock,
  })
  rows.queueMail(leadId, 'confirmed', DECEMBER, clock)
  state.down = true
  await worker.kick()
  state.down = false
  rows.queueMail(leadId, 'moved', AFTER_MARCH_CHANGE, clock)
  clock = new Date('2026-12-05T12:10:00.000Z')
  await worker.kick()
  await worker.kick()
  await worker.stop()
  expect(state.sent.map((message) => message.subject)).toEqual([
    'Your free estimate visit has a new time: Monday, March 15, 8–10 am',
  ])
  expect(eventOf(icsOf(state.sent[0]!)).sequence).toBe(1)
  store.close()
  rows.close()
})

const due = (overrides: Partial<DueVisitMail>): DueVisitMail => ({
  id: 1,
  leadId: 'lead-1',
  kind: 'confirmed',
  ...DECEMBER,
  attempts: 0,
  sequence: 0,
  name: 'Pat Green',
  email: 'pat@example.com',
  address: '12 Elm St',
  ...overrides,
})

test('the name and address the visitor typed are escaped in the HTML, kept as typed in the text', () => {
  const email = visitEmail(
    due({ name: 'Lee <b>Bold</b>', address: '<img src=x onerror=alert(1)> 12 "Elm" & Co' }),
    { siteHost: SITE_HOST, stamp: new Date() },
  )
  expect(email.html).toContain('Hello Lee &lt;b&gt;Bold&lt;/b&gt;,')
  expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; 12 &quot;Elm&quot; &amp; Co')
  expect(email.html).not.toMatch(/<img|<b>/)
  expect(email.text).toContain('Where: <img src=x onerror=alert(1)> 12 "Elm" & Co')
})

test.each([
  ['a line break in the name', { name: 'Pat\r\nBcc: evil@x.example' }],
  ['a line break in the address', { email: 'pat@example.com\r\nBcc: evil@x.example' }],
  ['a second address', { email: 'pat@example.com, evil@x.example' }],
  ['a name that looks like an address', { name: 'Evil <evil@x.example>, Spy' }],
])('%s adds no header and no recipient', async (_case, overrides) => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  const info = await transport.sendMail({
    from: 'site@canopy.example',
    ...visitEmail(due(overrides), { siteHost: SITE_HOST, stamp: new Date() }),
  })
  // One recipient, whatever it holds: the form only takes a valid address, an old row may not be.
  expect(info.envelope.to).toHaveLength(1)
  const headers = String(info.message)
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ')
  expect(headers).not.toMatch(/^(cc|bcc):/im)
  const to = headers.split('\r\n').filter((line) => /^to:/i.test(line))
  expect(to).toHaveLength(1)
  expect(addressparser(to[0]!.replace(/^to:\s*/i, ''), { flatten: true })).toHaveLength(1)
})

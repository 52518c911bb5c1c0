import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { leadInput } from '../../tests/support/lead-input'
import { PAGE_SIZE } from './inbox-queries'
import { businessDay, businessStamp, weekStart } from './business-time'
import { CHART_WEEKS, phoneDigits } from './inbox-queries'
import { DATABASE_FILE, openLeadStore } from './store'

/** The inbox as an owner works it: phone search, emergencies first, the count, the response clock. */
const dirs: string[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function store() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-clock-'))
  dirs.push(dataDir)
  return { dataDir, leadStore: openLeadStore(dataDir) }
}
const meta = { ip: '203.0.113.5', userAgent: 'test' }
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('search by a phone number as caller ID shows it', () => {
  test('digits, +1, dots and brackets all find the number however the visitor typed it', () => {
    const { leadStore } = store()
    const typed = ['(217) 555-3490', '+1 217 555 3490', '217.555.3490', '2175553490']
    const ids = typed.map(
      (phone, index) =>
        leadStore.saveLead(
          leadInput({ name: `Caller ${['Ash', 'Birch', 'Cedar', 'Elm'][index]}`, phone }),
          meta,
          { notify: false },
        ).id,
    )
    const other = leadStore.saveLead(leadInput({ phone: '(217) 555-0100' }), meta, {
      notify: false,
    })
    for (const query of [
      '2175553490',
      '+1 217 555 3490',
      '+12175553490',
      '12175553490',
      '217.555.3490',
      '(217) 555-3490',
      '555-3490',
      '5553490',
    ]) {
      const found = leadStore.inbox.list({ folder: 'inbox', query }).leads.map((lead) => lead.id)
      expect(found.sort(), query).toEqual([...ids].sort())
      expect(found, query).not.toContain(other.id)
    }
    // A word search is still a word search.
    expect(leadStore.inbox.list({ folder: 'inbox', query: 'caller cedar' }).leads).toHaveLength(1)
    leadStore.close()
  })

  test("the digits a number dials, without North America's +1", () => {
    expect(phoneDigits('(217) 555-3490')).toBe('2175553490')
    expect(phoneDigits('+1 217 555 3490')).toBe('2175553490')
    expect(phoneDigits('1-217-555-3490')).toBe('2175553490')
    expect(phoneDigits('+1 217')).toBe('217')
    expect(phoneDigits('+44 20 7946 0958')).toBe('442079460958')
  })
})

describe('emergencies and the unopened count', () => {
  test('an unopened emergency stays on top of the inbox until opened; the count follows', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-11-02T15:00:00Z'))
    const { leadStore } = store()
    const { inbox } = leadStore
    const storm = leadStore.saveLead(leadInput({ name: 'Storm', urgency: 'emergency' }), meta, {
      notify: false,
    })
    vi.setSystemTime(Date.parse('2026-11-02T16:00:00Z'))
    const later = leadStore.saveLead(leadInput({ name: 'Later' }), meta, { notify: false })
    leadStore.saveLead(leadInput({ name: 'Robot', urgency: 'emergency' }), meta, {
      notify: false,
      spam: 'Too fast',
    })
    const order = () => inbox.list({ folder: 'inbox' }).leads.map((lead) => lead.name)
    expect(order()).toEqual(['Storm', 'Later'])
    // Spam never counts as unopened.
    expect(inbox.unopened()).toBe(2)
    inbox.markOpened(storm.id)
    expect(order()).toEqual(['Later', 'Storm'])
    expect(inbox.unopened()).toBe(1)
    inbox.markOpened(later.id)
    expect(inbox.unopened()).toBe(0)
    leadStore.close()
  })
})

test('across pages, the unopened emergencies come first and every lead is listed once', () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const { leadStore } = store()
  const names: string[] = []
  for (let index = 0; index < PAGE_SIZE * 2 + 3; index += 1) {
    vi.setSystemTime(Date.parse('2026-11-02T15:00:00Z') + index * 60_000)
    // Emergencies sent early: by date alone they would be on the last page.
    const urgency = index === 1 || index === 4 ? 'emergency' : ''
    const name = `Lead ${index}`
    leadStore.saveLead(leadInput({ name, urgency }), meta, { notify: false })
    names.push(name)
  }
  const pages = [1, 2, 3].map((page) =>
    leadStore.inbox.list({ folder: 'inbox' }, page).leads.map((lead) => lead.name),
  )
  expect(pages[0]?.slice(0, 3)).toEqual(['Lead 4', 'Lead 1', `Lead ${PAGE_SIZE * 2 + 2}`])
  expect(pages.map((page) => page.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 3])
  expect(pages.flat().toSorted()).toEqual(names.toSorted())
  leadStore.close()
})

describe('the response clock', () => {
  test('the first tap is kept; later taps and status changes do not move it', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-11-02T15:00:00Z'))
    const { leadStore } = store()
    const { inbox } = leadStore
    const { id } = leadStore.saveLead(leadInput(), meta, { notify: false })
    vi.setSystemTime(Date.parse('2026-11-02T15:12:00Z'))
    expect(inbox.recordAnswer(id, 'call', 'maria')).toBe(true)
    vi.setSystemTime(Date.parse('2026-11-02T16:00:00Z'))
    expect(inbox.recordAnswer(id, 'reply', 'maria')).toBe(false)
    inbox.setStatus(id, 'contacted', 'maria')
    expect(inbox.lead(id)).toMatchObject({
      firstAnswerAt: '2026-11-02T15:12:00.000Z',
      firstAnswerVia: 'call',
    })
    expect(inbox.lead(id)?.history.map((entry) => entry.what)).toEqual([
      'First answer: tapped Call',
      'Status New → Contacted',
    ])
    leadStore.close()
  })

  test('a status change from New starts it when nothing did; a later one does not', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2026-11-02T15:00:00Z'))
    const { leadStore } = store()
    const { inbox } = leadStore
    const { id } = leadStore.saveLead(leadInput(), meta, { notify: false })
    vi.setSystemTime(Date.parse('2026-11-02T17:00:00Z'))
    inbox.setStatus(id, 'quoted', 'maria')
    vi.setSystemTime(Date.parse('2026-11-02T18:00:00Z'))
    inbox.setStatus(id, 'new', 'maria')
    inbox.setStatus(id, 'won', 'maria')
    expect(inbox.lead(id)).toMatchObject({
      firstAnswerAt: '2026-11-02T17:00:00.000Z',
      firstAnswerVia: 'status',
    })
    leadStore.close()
  })

  test('a database from before the clock takes its first answers from the status history', () => {
    const { dataDir, leadStore } = store()
    const { id } = leadStore.saveLead(leadInput(), meta, { notify: false })
    const untouched = leadStore.saveLead(leadInput(), meta, { notify: false })
    leadStore.close()
    const db = new Database(path.join(dataDir, DATABASE_FILE))
    // As the previous version left it: no clock columns, a status change in the history.
    db.exec(
      'ALTER TABLE leads DROP COLUMN first_answer_at; ALTER TABLE leads DROP COLUMN first_answer_via; ALTER TABLE leads DROP COLUMN address; DROP TABLE visit_mail_outbox; DROP INDEX leads_unopened',
    )
    // Back before the clock's migration; the visits' one after it runs again harmlessly, then the later ones.
    const version = Number(db.pragma('user_version', { simple: true }))
    db.pragma(`user_version = ${version - 5}`)
    db.prepare("UPDATE leads SET status = 'contacted' WHERE id = ?").run(id)
    db.prepare('INSERT INTO lead_history (lead_id, at, editor, what) VALUES (?, ?, ?, ?)').run(
      id,
      '2026-11-02T16:00:00.000Z',
      'maria',
      'Status New → Contacted',
    )
    db.close()
    const reopened = openLeadStore(dataDir)
    expect(reopened.inbox.lead(id)).toMatchObject({
      firstAnswerAt: '2026-11-02T16:00:00.000Z',
      firstAnswerVia: 'status',
    })
    expect(reopened.inbox.lead(untouched.id)?.firstAnswerAt).toBeNull()
    reopened.close()
  })

  test('medians over 30 and 90 days and 13 weeks on the business clock, with a fake clock', () => {
    const { dataDir, leadStore } = store()
    const now = new Date('2026-11-04T18:00:00Z') // a Wednesday, noon in Springfield
    const lead = (
      createdAgoMs: number,
      waitedMs: number | null,
      status: 'new' | 'won' = 'new',
      spam?: string,
    ) => {
      const { id } = leadStore.saveLead(leadInput(), meta, { notify: false, spam })
      return { id, createdAgoMs, waitedMs, status }
    }
    const leads = [
      lead(1 * DAY, 10 * MINUTE, 'won'),
      lead(2 * DAY, 30 * MINUTE),
      lead(3 * DAY, 2 * HOUR),
      lead(4 * DAY, null),
      lead(40 * DAY, 4 * HOUR, 'won'),
      lead(60 * DAY, 6 * HOUR),
      lead(100 * DAY, 1 * MINUTE),
      lead(1 * DAY, 1 * MINUTE, 'new', 'Too fast'),
    ]
    leadStore.close()
    const db = new Database(path.join(dataDir, DATABASE_FILE))
    for (const { id, createdAgoMs, waitedMs, status } of leads) {
      const created = now.getTime() - createdAgoMs
      db.prepare(
        'UPDATE leads SET created_at = ?, first_answer_at = ?, status = ? WHERE id = ?',
      ).run(
        new Date(created).toISOString(),
        waitedMs === null ? null : new Date(created + waitedMs).toISOString(),
        status,
        id,
      )
    }
    db.close()
    const reopened = openLeadStore(dataDir)
    const stats = reopened.inbox.responseStats(now, [30, 90])
    reopened.close()

    // 30 days: 10 min, 30 min, 2 h answered (one waiting): median 30 min.
    // 90 days: those and 4 h, 6 h: median 2 h. Spam and the 100-day-old lead are left out.
    expect(stats.medians).toEqual([
      { days: 30, leads: 4, answered: 3, medianMs: 30 * MINUTE },
      { days: 90, leads: 6, answered: 5, medianMs: 2 * HOUR },
    ])
    expect(stats.weeks).toHaveLength(CHART_WEEKS)
    const weekOf = (agoMs: number) =>
      weekStart(businessDay(new Date(now.getTime() - agoMs).toISOString()))
    expect(stats.weeks.at(-1)?.weekOf).toBe('2026-11-02')
    expect(stats.weeks[0]?.weekOf).toBe('2026-08-10')
    // Mon 2 Nov: the leads of 1 and 2 days ago; the week before: 3 and 4 days ago.
    expect(stats.weeks.at(-1)).toEqual({
      weekOf: '2026-11-02',
      leads: 2,
      won: 1,
      medianMs: 20 * MINUTE,
    })
    expect(stats.weeks.at(-2)).toEqual({
      weekOf: '2026-10-26',
      leads: 2,
      won: 0,
      medianMs: 2 * HOUR,
    })
    const forty = stats.weeks.find((week) => week.weekOf === weekOf(40 * DAY))
    expect(forty).toMatchObject({ leads: 1, won: 1, medianMs: 4 * HOUR })
    expect(stats.weeks.reduce((sum, week) => sum + week.leads, 0)).toBe(6)
    expect(
      stats.weeks.filter((week) => week.leads === 0).every((week) => week.medianMs === null),
    ).toBe(true)
  })
})

describe("the business's clock", () => {
  test('a week starts on Monday in Springfield, across the change from daylight time', () => {
    // Sunday 1 Nov 2026, 11 PM CST is already Monday in UTC: still the week of 26 Oct.
    expect(businessDay('2026-11-02T05:00:00Z')).toBe('2026-11-01')
    expect(weekStart(businessDay('2026-11-02T05:00:00Z'))).toBe('2026-10-26')
    expect(weekStart(businessDay('2026-11-02T06:00:00Z'))).toBe('2026-11-02')
    expect(weekStart('2026-01-01')).toBe('2025-12-29')
    // Daylight time (UTC−5) in July, standard time (UTC−6) in December.
    expect(businessStamp('2026-07-04T17:30:00Z')).toBe('2026-07-04 12:30:00')
    expect(businessStamp('2026-12-04T17:30:00Z')).toBe('2026-12-04 11:30:00')
  })
})

import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { leadInput } from '../../tests/support/lead-input'
import { DATABASE_FILE, openLeadStore } from '../leads/store'

/** The owner's confirm, decline and "Offer another time", as the lead store does them. */
const meta = { ip: '203.0.113.7', userAgent: 'test' }
// Thursday 3 December 2026, noon in Springfield: Friday 4 December is the first day offered.
const NOW = new Date('2026-12-03T18:00:00Z')
const FRIDAY_8 = '2026-12-04T08:00-06:00'
const FRIDAY_10 = '2026-12-04T10:00-06:00'
let dataDir: string

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-owner-visits-'))
})
afterEach(() => {
  vi.useRealTimers()
  rmSync(dataDir, { recursive: true, force: true })
})

function withStore(run: (store: ReturnType<typeof openLeadStore>) => void) {
  const store = openLeadStore(dataDir)
  try {
    run(store)
  } finally {
    store.close()
  }
}

/** The visitor's e-mails queued, as the mail worker will read them. */
function queuedMail() {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
  try {
    return db
      .prepare('SELECT lead_id AS leadId, kind, start, "end" FROM visit_mail_outbox ORDER BY id')
      .all()
  } finally {
    db.close()
  }
}

const book = (store: ReturnType<typeof openLeadStore>, visit: string, name = 'Pat Green') =>
  store.saveLead(leadInput({ name, address: '12 Elm St' }), meta, { notify: false, visit }).id

test('Confirm: one e-mail queued, one history line; a second Confirm changes nothing', () => {
  withStore((store) => {
    const id = book(store, FRIDAY_8)
    expect(store.visits.confirm(id, 'maria')).toMatchObject({ outcome: 'changed' })
    expect(store.visits.visitOf(id)?.status).toBe('confirmed')
    expect(store.visits.confirm(id, 'maria')).toMatchObject({ outcome: 'unchanged' })
    expect(queuedMail()).toEqual([
      {
        leadId: id,
        kind: 'confirmed',
        start: '2026-12-04T14:00:00.000Z',
        end: '2026-12-04T16:00:00.000Z',
      },
    ])
    const history = store.inbox.lead(id)?.history ?? []
    expect(history.map((entry) => [entry.editor, entry.what])).toEqual([
      ['maria', 'Visit confirmed: Fri, Dec 4, 8–10 am'],
    ])
  })
})

test('Decline gives the place back: the window is open again, and the visitor is told', () => {
  withStore((store) => {
    const id = book(store, FRIDAY_8)
    expect(store.visits.openWindows()[0]?.local).toBe(FRIDAY_10)
    expect(store.visits.decline(id, 'maria')).toMatchObject({ outcome: 'changed' })
    expect(store.visits.openWindows()[0]?.local).toBe(FRIDAY_8)
    expect(queuedMail()).toMatchObject([{ leadId: id, kind: 'declined' }])
    expect(store.inbox.lead(id)?.history.at(-1)?.what).toBe('Visit declined: Fri, Dec 4, 8–10 am')
    // A declined visit is not confirmed later by mistake: its place may be someone else's now.
    expect(store.visits.confirm(id, 'maria')).toEqual({ outcome: 'refused', reason: 'declined' })
  })
})

test('Offer another time: the visit moves, confirmed, and the old place is given back', () => {
  withStore((store) => {
    const id = book(store, FRIDAY_8)
    const moved = store.visits.moveTo(id, FRIDAY_10, 'maria')
    expect(moved).toEqual({
      outcome: 'changed',
      visit: {
        start: '2026-12-04T16:00:00.000Z',
        end: '2026-12-04T18:00:00.000Z',
        status: 'confirmed',
      },
    })
    expect(store.visits.visitOf(id)).toEqual(moved.outcome === 'changed' ? moved.visit : null)
    const open = store.visits.openWindows().map((window) => window.local)
    expect(open[0]).toBe(FRIDAY_8)
    expect(open).not.toContain(FRIDAY_10)
    expect(queuedMail()).toMatchObject([
      { leadId: id, kind: 'moved', end: '2026-12-04T18:00:00.000Z' },
    ])
    expect(store.inbox.lead(id)?.history.at(-1)?.what).toBe(
      'Visit moved to: Fri, Dec 4, 10 am–12 pm',
    )
  })
})

test('Offer another time for a window taken meanwhile: refused, nothing changes', () => {
  withStore((store) => {
    const id = book(store, FRIDAY_8)
    book(store, FRIDAY_10, 'Robin Oak')
    expect(store.visits.moveTo(id, FRIDAY_10, 'maria')).toEqual({
      outcome: 'refused',
      reason: 'full',
    })
    expect(store.visits.moveTo(id, '2026-12-04T09:00-06:00', 'maria')).toMatchObject({
      outcome: 'refused',
      reason: 'unknown',
    })
    expect(store.visits.visitOf(id)).toMatchObject({
      start: '2026-12-04T14:00:00.000Z',
      status: 'requested',
    })
    expect(queuedMail()).toEqual([])
    expect(store.inbox.lead(id)?.history).toEqual([])
  })
})

test('Upcoming: requested and confirmed visits from today on, with name, phone, address, photos', () => {
  withStore((store) => {
    const first = book(store, FRIDAY_10, 'Robin Oak')
    const second = book(store, FRIDAY_8, 'Pat Green')
    const declined = book(store, '2026-12-04T13:00-06:00', 'Lee Birch')
    store.visits.confirm(first, 'maria')
    store.visits.decline(declined, 'maria')
    expect(store.visits.upcoming()).toEqual([
      expect.objectContaining({ leadId: second, name: 'Pat Green', status: 'requested' }),
      expect.objectContaining({
        leadId: first,
        status: 'confirmed',
        phone: '(217) 555-0100',
        address: '12 Elm St',
        photos: [],
      }),
    ])
    // Saturday: Friday's visits are past.
    expect(store.visits.upcoming(new Date('2026-12-05T06:30:00Z'))).toEqual([])
  })
})

test('Offer a time to a lead whose own pick was taken: booked for it, confirmed', () => {
  withStore((store) => {
    const { id } = store.saveLead(leadInput({ address: '12 Elm St' }), meta, { notify: false })
    expect(store.visits.moveTo(id, FRIDAY_10, 'maria')).toMatchObject({ outcome: 'changed' })
    expect(store.visits.visitOf(id)).toMatchObject({ status: 'confirmed' })
    expect(queuedMail()).toMatchObject([{ leadId: id, kind: 'moved' }])
  })
})

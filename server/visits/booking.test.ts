import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { afterEach, expect, test, vi } from 'vitest'
import { leadInput } from '../../tests/support/lead-input'
import { openLeadStore } from '../leads/store'
import { DEFAULT_AVAILABILITY } from './availability'

const meta = { ip: '203.0.113.7', userAgent: 'test' }
const dirs: string[] = []
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-visits-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  vi.useRealTimers()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

// Each child opens its own connection, says "ready", waits for "go", then saves one lead.
const CHILD = `
import { createInterface } from 'node:readline'
import { openLeadStore } from './server/leads/store.ts'
const store = openLeadStore(process.env.DATA_DIR)
process.stdout.write('ready\\n')
const lines = createInterface({ input: process.stdin })
for await (const _ of lines) break
process.stdin.destroy()
const lead = store.saveLead(
  { name: process.env.NAME, email: 'race@example.com', phone: '', comment: 'Oak', page: '/',
    referrer: '', landingPage: '/', utm: '', service: '', urgency: '', address: '' },
  { ip: '203.0.113.8', userAgent: 'race' },
  { notify: false, visit: process.env.VISIT },
)
store.close()
process.stdout.write(JSON.stringify({ id: lead.id, visit: lead.visit }) + '\\n')
`

type ChildResult = { id: string; visit: { booked: boolean; reason?: string } }

function child(dataDir: string, visit: string, name: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    env: { ...process.env, DATA_DIR: dataDir, VISIT: visit, NAME: name },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: proc.stdout })[Symbol.asyncIterator]()
  const next = async () => {
    const line = await lines.next()
    if (line.done) throw new Error(`${name} ended without an answer`)
    return line.value
  }
  return { proc, next }
}

test('20 processes ask for a window with one place: one holds it, all 20 leads are kept', async () => {
  const dataDir = scratch()
  const store = openLeadStore(dataDir)
  const [window] = store.visits.openWindows()
  expect(window?.placesLeft).toBe(1)
  const children = Array.from({ length: 20 }, (_, index) =>
    child(dataDir, window!.local, `Racer ${index}`),
  )
  const procs: ChildProcess[] = children.map(({ proc }) => proc)
  try {
    // Every connection is open before any saves, so the saves meet in SQLite's locking.
    expect(await Promise.all(children.map(({ next }) => next()))).toEqual(Array(20).fill('ready'))
    for (const { proc } of children) proc.stdin?.write('go\n')
    const results = (await Promise.all(children.map(({ next }) => next()))).map(
      (line) => JSON.parse(line) as ChildResult,
    )
    const booked = results.filter((result) => result.visit.booked)
    expect(booked).toHaveLength(1)
    expect(results.filter((result) => result.visit.reason === 'full')).toHaveLength(19)
    expect(store.listLeads()).toHaveLength(20)
    const holders = store
      .listLeads()
      .filter((lead) => store.visits.visitOf(lead.id) !== null)
      .map((lead) => lead.id)
    expect(holders).toEqual([booked[0]!.id])
    expect(store.visits.visitOf(booked[0]!.id)).toEqual({
      start: window!.start,
      end: window!.end,
      status: 'requested',
    })
    expect(store.visits.openWindows()[0]?.start).not.toBe(window!.start)
  } finally {
    for (const proc of procs) proc.kill()
    store.close()
  }
}, 60_000)

test('a past, unknown, closed or full window keeps the lead without one, and says why', () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  // Thursday 3 December 2026, noon in Springfield.
  vi.setSystemTime(new Date('2026-12-03T18:00:00Z'))
  const store = openLeadStore(scratch())
  try {
    const save = (visit: string, spam?: string) =>
      store.saveLead(leadInput(), meta, { notify: false, visit, spam })
    const first = save('2026-12-04T08:00-06:00')
    expect(first.visit).toEqual({
      booked: true,
      window: {
        start: '2026-12-04T14:00:00.000Z',
        end: '2026-12-04T16:00:00.000Z',
        local: '2026-12-04T08:00-06:00',
        placesLeft: 0,
      },
    })
    const refused = {
      full: save('2026-12-04T08:00-06:00'),
      past: save('2026-12-02T08:00-06:00'),
      unknown: save('2026-12-04T09:00-06:00'),
      closed: save('2026-12-21T08:00-06:00'),
      spam: save('2026-12-04T10:00-06:00', 'Too fast'),
    }
    for (const [reason, lead] of Object.entries(refused)) {
      expect(lead.visit).toMatchObject({ booked: false, reason })
      expect(store.visits.visitOf(lead.id)).toBeNull()
    }
    // The next open windows come with the answer, for the form to offer.
    const answer = refused.full.visit
    const offered = answer && !answer.booked ? answer.open.map((window) => window.local) : []
    expect(offered[0]).toBe('2026-12-04T10:00-06:00')
    expect(offered).not.toContain('2026-12-04T08:00-06:00')
    expect(store.listLeads()).toHaveLength(5)
    expect(store.listLeads({ spam: true })).toHaveLength(6)
    // Without a request, no visit is spoken of.
    expect(store.saveLead(leadInput(), meta, { notify: false })).not.toHaveProperty('visit')
  } finally {
    store.close()
  }
})

test("the owner's availability is stored with the defaults, and a change is kept", () => {
  const dataDir = scratch()
  const store = openLeadStore(dataDir)
  expect(store.visits.availability()).toEqual(DEFAULT_AVAILABILITY)
  store.visits.setAvailability({ ...DEFAULT_AVAILABILITY, daysOff: ['2026-12-24'] })
  expect(() =>
    store.visits.setAvailability({
      ...DEFAULT_AVAILABILITY,
      hours: [{ weekdays: [1], start: '10:00', end: '08:00', places: 1 }],
    }),
  ).toThrow()
  store.close()
  const reopened = openLeadStore(dataDir)
  expect(reopened.visits.availability().daysOff).toEqual(['2026-12-24'])
  reopened.close()
})

test("a deleted lead gives its window's place back", () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-03T18:00:00Z'))
  const store = openLeadStore(scratch())
  try {
    const { id } = store.saveLead(leadInput(), meta, {
      notify: false,
      visit: '2026-12-04T08:00-06:00',
    })
    expect(store.visits.openWindows()[0]?.local).toBe('2026-12-04T10:00-06:00')
    store.inbox.deleteLead(id, 'maria')
    expect(store.visits.openWindows()[0]?.local).toBe('2026-12-04T08:00-06:00')
  } finally {
    store.close()
  }
})

test('the open windows are counted again after a booking, here or in another process', () => {
  const dir = scratch()
  const server = openLeadStore(dir)
  const tool = openLeadStore(dir)
  try {
    const [first, second] = server.visits.openWindows()
    expect(server.visits.openWindows()).toBe(server.visits.openWindows())
    server.saveLead(leadInput(), meta, { notify: false, visit: first?.local })
    expect(server.visits.openWindows().map((window) => window.local)).not.toContain(first?.local)
    // Another connection's commit, as a second server process on the same data would make.
    tool.saveLead(leadInput(), meta, { notify: false, visit: second?.local })
    expect(server.visits.openWindows().map((window) => window.local)).not.toContain(second?.local)
  } finally {
    server.close()
    tool.close()
  }
})

import Database from 'better-sqlite3'
import { chmodSync, copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { leadInput } from '../../tests/support/lead-input'
import { blankPng, phonePhoto } from '../../tests/support/photos'
import { smallCopyOf } from '../contact/images'
import { DEFAULT_AVAILABILITY } from '../visits/availability'
import { DATABASE_FILE, openLeadStore } from './store'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('a database made by the first schema opens, migrates and keeps every row', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-migrate-'))
  dirs.push(dataDir)
  // The schema as the first release of the server wrote it, with two leads in it.
  const old = new Database(path.join(dataDir, DATABASE_FILE))
  old.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, name TEXT NOT NULL,
              email TEXT NOT NULL, phone TEXT NOT NULL, comment TEXT NOT NULL,
              ip_hash TEXT NOT NULL, user_agent TEXT NOT NULL);
            CREATE INDEX leads_created_at ON leads (created_at);
            CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE outbox (lead_id TEXT PRIMARY KEY REFERENCES leads (id),
              attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT NOT NULL, last_error TEXT,
              sent_at TEXT);
            CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);
            PRAGMA user_version = 1;`)
  const insert = old.prepare(
    "INSERT INTO leads VALUES (?, ?, ?, 'old@example.com', '', 'An old message', 'hash', 'ua')",
  )
  insert.run('old-1', '2024-01-01T10:00:00.000Z', 'First Old Lead')
  insert.run('old-2', '2024-01-02T10:00:00.000Z', 'Second Old Lead')
  old.close()

  const store = openLeadStore(dataDir)
  expect(store.listLeads()).toEqual([
    expect.objectContaining({ id: 'old-2', name: 'Second Old Lead', page: '', utm: '' }),
    expect.objectContaining({ id: 'old-1', name: 'First Old Lead', page: '', referrer: '' }),
  ])
  const added = store.saveLead(
    leadInput({
      name: 'New Lead',
      email: 'new@example.com',
      phone: '',
      comment: 'After the upgrade',
      page: '/tree-removal',
      landingPage: '/tree-removal',
    }),
    { ip: '127.0.0.1', userAgent: 'test' },
    { notify: false },
  )
  expect(store.listLeads()[0]).toMatchObject({ id: added.id, page: '/tree-removal' })
  store.close()
})

test('a leads.sqlite written by the release before the inbox is upgraded in place, every lead and e-mail kept', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-upgrade-'))
  dirs.push(dataDir)
  // Made by that release's own code (schema version 2): three leads, one e-mail sent, one
  // failing, one waiting. The file was created readable by all, as that release did.
  copyFileSync('tests/support/fixtures/leads-v2.sqlite', path.join(dataDir, DATABASE_FILE))
  chmodSync(path.join(dataDir, DATABASE_FILE), 0o644)
  const before = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
  const leadsBefore = before.prepare('SELECT * FROM leads ORDER BY id').all()
  const outboxBefore = before.prepare('SELECT * FROM outbox ORDER BY lead_id').all()
  before.close()
  expect(leadsBefore).toHaveLength(3)
  expect(outboxBefore).toHaveLength(3)

  const store = openLeadStore(dataDir)
  expect(store.listLeads().map((lead) => lead.name)).toEqual([
    'Casey Birch',
    'Blair Elm',
    'Avery Oakes',
  ])
  const upgraded = store.inbox.list({ folder: 'inbox' }).leads
  expect(
    upgraded.every((lead) => lead.status === 'new' && lead.spam === null && lead.openedAt === null),
  ).toBe(true)
  const blair = upgraded.find((lead) => lead.name === 'Blair Elm')
  expect(store.inbox.lead(blair?.id ?? '')?.alert).toMatchObject({
    kind: 'waiting',
    attempts: 1,
    error: 'Error: connect ECONNREFUSED 127.0.0.1:587',
  })
  store.close()

  const after = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
  expect(after.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(3)
  // Every column of every old row is as it was.
  const columns = Object.keys(leadsBefore[0] as object)
  expect(after.prepare(`SELECT ${columns.join(', ')} FROM leads ORDER BY id`).all()).toEqual(
    leadsBefore,
  )
  expect(after.prepare('SELECT * FROM outbox ORDER BY lead_id').all()).toEqual(outboxBefore)
  after.close()
  expect(statSync(path.join(dataDir, DATABASE_FILE)).mode & 0o777).toBe(0o600)
})

test('an upgraded database gets the default visit windows, its old leads without a visit', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-visits-upgrade-'))
  dirs.push(dataDir)
  copyFileSync('tests/support/fixtures/leads-v2.sqlite', path.join(dataDir, DATABASE_FILE))
  const store = openLeadStore(dataDir)
  expect(store.visits.availability()).toEqual(DEFAULT_AVAILABILITY)
  expect(store.listLeads().map((old) => store.visits.visitOf(old.id))).toEqual([null, null, null])
  expect(store.visits.openWindows().length).toBeGreaterThan(0)
  store.close()
})

const lead = (name: string) =>
  leadInput({ name, email: 'someone@example.com', comment: 'Cheap pills at http://spam.example' })

test('the Spam folder is held to its size: the oldest spam goes first, the inbox is never touched', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-spam-cap-'))
  dirs.push(dataDir)
  const copy = await smallCopyOf(await phonePhoto(1600, 1200))
  const photo = { ...copy, thumbnail: copy.bytes }
  // Room for about three spam leads with a photo each.
  const perLead = 2 * photo.bytes.length
  const store = openLeadStore(dataDir, { spamFolderMaxBytes: Math.floor(3.5 * perLead) })
  const meta = { ip: '203.0.113.5', userAgent: 'bot' }
  const real = store.saveLead(lead('A real customer'), meta, { notify: false, photos: [photo] })
  for (const name of ['Spam 1', 'Spam 2', 'Spam 3', 'Spam 4', 'Spam 5'])
    store.saveLead(lead(name), meta, { notify: false, spam: 'honeypot', photos: [photo] })

  const spam = store.inbox.list({ folder: 'spam' }).leads.map((kept) => kept.name)
  expect(spam).toEqual(['Spam 5', 'Spam 4', 'Spam 3'])
  expect(store.listLeads().map((kept) => kept.id)).toEqual([real.id])
  expect(store.photosOf(real.id)).toHaveLength(1)
  store.close()
})

test('photo bytes kept today count per client: an IPv4 address, or a whole IPv6 /64', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-quota-'))
  dirs.push(dataDir)
  const copy = await smallCopyOf(blankPng(640, 480))
  const photo = { ...copy, thumbnail: copy.bytes }
  const store = openLeadStore(dataDir)
  const save = (ip: string) =>
    store.saveLead(lead('Photo sender'), { ip, userAgent: 'x' }, { notify: false, photos: [photo] })
  save('2001:db8:5:6::1')
  save('2001:db8:5:6::2')
  save('203.0.113.9')
  const one = 2 * photo.bytes.length
  expect(store.photoBytesToday('2001:db8:5:6:ffff::1')).toBe(2 * one)
  expect(store.photoBytesToday('2001:db8:5:7::1')).toBe(0)
  expect(store.photoBytesToday('203.0.113.9')).toBe(one)
  // Tomorrow starts afresh.
  expect(store.photoBytesToday('203.0.113.9', new Date(Date.now() + 86_400_000))).toBe(0)
  // No address is kept, only salted hashes.
  const raw = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true })
  const rows = raw.prepare('SELECT client_hash FROM photo_quota').all()
  raw.close()
  expect(JSON.stringify(rows)).not.toMatch(/2001|203\.0/)
  store.close()
})

import Database from 'better-sqlite3'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { leadInput } from '../../tests/support/lead-input'
import { keptPhoto } from '../../tests/support/photos'
import { PAGE_SIZE, sourceName } from './inbox-queries'
import { DATABASE_FILE, openLeadStore } from './store'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function store() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-inbox-'))
  dirs.push(dataDir)
  return { dataDir, leadStore: openLeadStore(dataDir) }
}

const input = leadInput
const meta = { ip: '203.0.113.5', userAgent: 'test' }

describe('the inbox list', () => {
  test('newest first, new until opened, filtered by status and searched by every word', () => {
    const { leadStore } = store()
    const oak = leadStore.saveLead(
      input({ name: 'Olive Oak', comment: 'Oak over the roof' }),
      meta,
      { notify: false },
    )
    const elm = leadStore.saveLead(
      input({
        name: 'Eli Elm',
        email: 'eli@trees.example',
        phone: '217-555-0177',
        comment: 'Stump by the drive',
      }),
      meta,
      { notify: false },
    )
    const { inbox } = leadStore
    expect(inbox.list({ folder: 'inbox' }).leads.map((lead) => lead.id)).toEqual([elm.id, oak.id])
    expect(inbox.list({ folder: 'inbox' }).leads.every((lead) => lead.openedAt === null)).toBe(true)
    inbox.markOpened(oak.id)
    expect(inbox.lead(oak.id)?.openedAt).toEqual(expect.any(String))

    inbox.setStatus(oak.id, 'contacted', 'maria')
    expect(
      inbox.list({ folder: 'inbox', status: 'contacted' }).leads.map((lead) => lead.id),
    ).toEqual([oak.id])
    for (const query of ['eli', 'TREES.example', '555-0177', 'stump drive', 'Drive   STUMP']) {
      expect(
        inbox.list({ folder: 'inbox', query }).leads.map((lead) => lead.id),
        query,
      ).toEqual([elm.id])
    }
    expect(inbox.list({ folder: 'inbox', query: 'stump roof' }).total).toBe(0)
    // Search words are words, not patterns.
    expect(inbox.list({ folder: 'inbox', query: '%' }).total).toBe(0)
    expect(inbox.list({ folder: 'inbox', query: '_' }).total).toBe(0)
    leadStore.close()
  })

  test('paged, with the total', () => {
    const { leadStore } = store()
    for (let index = 0; index < PAGE_SIZE + 3; index += 1) {
      leadStore.saveLead(input({ name: `Visitor ${index}` }), meta, { notify: false })
    }
    const first = leadStore.inbox.list({ folder: 'inbox' }, 1)
    const second = leadStore.inbox.list({ folder: 'inbox' }, 2)
    expect(first.total).toBe(PAGE_SIZE + 3)
    expect(first.leads).toHaveLength(PAGE_SIZE)
    expect(second.leads.map((lead) => lead.name)).toEqual(['Visitor 2', 'Visitor 1', 'Visitor 0'])
    leadStore.close()
  })
})

describe('working a lead', () => {
  test('each status change and note is kept with who and when, in the history', () => {
    const { leadStore } = store()
    const lead = leadStore.saveLead(input(), meta, { notify: false })
    const { inbox } = leadStore
    expect(inbox.setStatus(lead.id, 'quoted', 'maria')).toBe(true)
    expect(inbox.setStatus(lead.id, 'quoted', 'maria')).toBe(false)
    inbox.addNote(lead.id, 'Called back: wants a quote for two maples.\nHome after 5.', 'sam')
    inbox.setStatus(lead.id, 'won', 'maria')
    const detail = inbox.lead(lead.id)
    expect(detail?.status).toBe('won')
    expect(detail?.notes).toEqual([
      {
        at: expect.any(String),
        editor: 'sam',
        text: 'Called back: wants a quote for two maples.\nHome after 5.',
      },
    ])
    expect(detail?.history.map(({ editor, what }) => `${editor}: ${what}`)).toEqual([
      'maria: Status New → Quoted',
      'sam: Added a note',
      'maria: Status Quoted → Won',
    ])
    leadStore.close()
  })

  test("the e-mail alert's state: off, waiting with the reason and next try, sent", () => {
    const { leadStore } = store()
    const quiet = leadStore.saveLead(input(), meta, { notify: false })
    const alerted = leadStore.saveLead(input(), meta, { notify: true })
    expect(leadStore.inbox.lead(quiet.id)?.alert).toEqual({ kind: 'off' })
    leadStore.markNotificationFailed(
      alerted.id,
      'Error: 535 Authentication failed',
      new Date('2030-01-01T00:00:00Z'),
    )
    expect(leadStore.inbox.lead(alerted.id)?.alert).toEqual({
      kind: 'waiting',
      attempts: 1,
      nextAt: '2030-01-01T00:00:00.000Z',
      error: 'Error: 535 Authentication failed',
    })
    expect(leadStore.inbox.failingAlerts()).toBe(1)
    leadStore.markNotificationSent(alerted.id, new Date('2030-01-01T00:01:00Z'))
    expect(leadStore.inbox.lead(alerted.id)?.alert).toEqual({
      kind: 'sent',
      at: '2030-01-01T00:01:00.000Z',
    })
    expect(leadStore.inbox.failingAlerts()).toBe(0)
    leadStore.close()
  })
})

describe('spam is kept, not dropped', () => {
  test('stored apart, never e-mailed; "Not spam" moves it to the inbox and queues its e-mail', () => {
    const { leadStore } = store()
    const spam = leadStore.saveLead(input({ name: 'Bot' }), meta, {
      notify: true,
      spam: 'Too fast',
    })
    expect(leadStore.listLeads().some((lead) => lead.id === spam.id)).toBe(false)
    expect(leadStore.listLeads({ spam: true }).some((lead) => lead.id === spam.id)).toBe(true)
    expect(leadStore.inbox.list({ folder: 'spam' }).leads.map((lead) => lead.id)).toEqual([spam.id])
    expect(leadStore.dueNotifications(new Date())).toEqual([])
    expect(leadStore.inbox.markNotSpam(spam.id, 'maria', { notify: true })).toBe(true)
    expect(leadStore.inbox.list({ folder: 'inbox' }).leads.map((lead) => lead.id)).toEqual([
      spam.id,
    ])
    expect(leadStore.dueNotifications(new Date()).map((due) => due.leadId)).toEqual([spam.id])
    expect(leadStore.inbox.lead(spam.id)?.history.at(-1)?.what).toBe('Moved from Spam to the inbox')
    leadStore.close()
  })

  test('spam older than the keeping time is deleted, its photos too; newer spam and any lead stay', async () => {
    const { dataDir, leadStore } = store()
    const photos = [await keptPhoto(400, 300)]
    const old = leadStore.saveLead(input({ name: 'Old Bot' }), meta, {
      notify: false,
      spam: 'Too fast',
      photos,
    })
    const fresh = leadStore.saveLead(input({ name: 'New Bot' }), meta, {
      notify: false,
      spam: 'Too fast',
      photos,
    })
    const oldLead = leadStore.saveLead(input({ name: 'Old Customer' }), meta, { notify: false })
    const db = new Database(path.join(dataDir, DATABASE_FILE))
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString()
    db.prepare('UPDATE leads SET created_at = ? WHERE id IN (?, ?)').run(
      monthAgo,
      old.id,
      oldLead.id,
    )
    db.close()
    expect(leadStore.inbox.purgeSpam(new Date(Date.now() - 30 * 24 * 60 * 60_000))).toBe(1)
    expect(leadStore.inbox.lead(old.id)).toBeUndefined()
    expect(leadStore.photosOf(old.id)).toEqual([])
    expect(leadStore.photosOf(fresh.id)).toHaveLength(1)
    expect(leadStore.inbox.lead(fresh.id)).toBeDefined()
    expect(leadStore.inbox.lead(oldLead.id)).toBeDefined()
    leadStore.close()
  })
})

test('a deleted lead and its photos are nowhere in the database, its WAL or a backup made after; the deletion is kept', async () => {
  const { dataDir, leadStore } = store()
  const name = 'Quentin Unforgettable-Surname'
  const photo = await keptPhoto(640, 480)
  const lead = leadStore.saveLead(
    input({ name, email: 'quentin@private.example', comment: 'My address is 12 Secret Lane' }),
    meta,
    { notify: true, photos: [photo] },
  )
  expect(leadStore.photosOf(lead.id)).toHaveLength(1)
  leadStore.inbox.addNote(lead.id, `Spoke to ${name}`, 'maria')
  leadStore.inbox.setStatus(lead.id, 'contacted', 'maria')
  expect(leadStore.inbox.deleteLead(lead.id, 'maria')).toBe(true)
  expect(leadStore.inbox.lead(lead.id)).toBeUndefined()
  expect(leadStore.photosOf(lead.id)).toEqual([])
  expect(leadStore.inbox.deletions()).toEqual([
    { at: expect.any(String), editor: 'maria', what: 'Deleted a lead' },
  ])
  const backup = path.join(dataDir, 'backups/after.sqlite')
  await leadStore.backup(backup)
  const files = [DATABASE_FILE, `${DATABASE_FILE}-wal`].map((file) => path.join(dataDir, file))
  for (const file of [...files, backup]) {
    if (!existsSync(file)) continue
    const bytes = readFileSync(file)
    for (const secret of ['Unforgettable', 'quentin@private.example', 'Secret Lane']) {
      expect(bytes.includes(secret), `${secret} in ${path.basename(file)}`).toBe(false)
    }
    // A stretch of the photo's pixels, and of its thumbnail's.
    for (const picture of [photo.bytes, photo.thumbnail]) {
      const middle = Math.floor(picture.length / 2)
      expect(bytes.includes(picture.subarray(middle, middle + 64)), path.basename(file)).toBe(false)
    }
  }
  leadStore.close()
})

test('sources: a campaign by name and source, a referring site by host, else direct', () => {
  expect(sourceName({ referrer: '', utm: 'utm_source=flyer&utm_campaign=spring' })).toBe(
    'spring (flyer)',
  )
  expect(sourceName({ referrer: 'https://www.google.com/search?q=x', utm: '' })).toBe(
    'www.google.com',
  )
  expect(sourceName({ referrer: '', utm: 'utm_source=nextdoor' })).toBe('nextdoor')
  expect(sourceName({ referrer: '', utm: '' })).toBe('Direct or unknown')
})

test('sources count leads and won leads per page and per source, spam aside', () => {
  const { leadStore } = store()
  const won = leadStore.saveLead(
    input({ page: '/tree-removal', utm: 'utm_campaign=spring' }),
    meta,
    { notify: false },
  )
  leadStore.saveLead(input({ page: '/tree-removal', referrer: 'https://www.google.com/' }), meta, {
    notify: false,
  })
  leadStore.saveLead(input({ page: '/stump-grinding' }), meta, { notify: false })
  leadStore.saveLead(input({ page: '/tree-removal' }), meta, { notify: false, spam: 'Too fast' })
  leadStore.inbox.setStatus(won.id, 'won', 'maria')
  const { byPage, bySource } = leadStore.inbox.sources(new Date(Date.now() - 60_000))
  expect(byPage).toEqual([
    { source: '/tree-removal', leads: 2, won: 1 },
    { source: '/stump-grinding', leads: 1, won: 0 },
  ])
  expect(bySource).toEqual([
    { source: 'spring', leads: 1, won: 1 },
    { source: 'Direct or unknown', leads: 1, won: 0 },
    { source: 'www.google.com', leads: 1, won: 0 },
  ])
  leadStore.close()
})

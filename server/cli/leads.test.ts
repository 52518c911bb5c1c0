import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { openLeadStore } from '../leads/store'
import { type Lead } from '../leads/types'
import { leadInput, storedLead } from '../../tests/support/lead-input'
import { keptPhoto } from '../../tests/support/photos'
import { toCsv } from '../leads/csv'
import { backupLeads, toJson } from './leads'

const lead = (overrides: Partial<Lead>) =>
  storedLead({ name: 'Pat', phone: '', comment: 'Hello', ...overrides })

test('CSV: a header, every field quoted, quotes doubled, line breaks kept inside the cell', () => {
  const csv = toCsv([lead({ comment: 'He said "cut it"\nthen left, quickly' })])
  expect(csv).toBe(
    'id,createdAt,name,email,phone,comment,page,referrer,landingPage,utm,service,urgency,address\r\n' +
      '"id-1","2024-01-02T03:04:05.000Z","Pat","pat@example.com","","He said ""cut it""\nthen left, quickly","/tree-removal","","/","","","",""\r\n',
  )
})

test('CSV: cells a spreadsheet would run as formulas are defused; phone numbers are not', () => {
  const csv = toCsv([
    lead({ name: '=HYPERLINK("x")', phone: '+1 (217) 555-0100', comment: '@SUM(A1)' }),
  ])
  expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
  expect(csv).toContain('"+1 (217) 555-0100"')
  expect(csv).toContain(`"'@SUM(A1)"`)
})

test.each([' =1+2', '  @SUM(A1)', '\n=HYPERLINK("x")', '\r\n-2+3', '\t+cmd', ' \n +A1'])(
  'CSV: a formula after leading spaces or line breaks (%j) is defused too',
  (value) => {
    const csv = toCsv([lead({ referrer: value })])
    expect(csv).toContain(`"'${value.replaceAll('"', '""')}"`)
  },
)

test('JSON: the contract fields only, in order', () => {
  expect(JSON.parse(toJson([lead({ comment: '<script>x</script>' })]))).toEqual([
    {
      id: 'id-1',
      createdAt: '2024-01-02T03:04:05.000Z',
      name: 'Pat',
      email: 'pat@example.com',
      phone: '',
      comment: '<script>x</script>',
      page: '/tree-removal',
      referrer: '',
      landingPage: '/',
      utm: '',
      service: '',
      urgency: '',
      address: '',
      photos: [],
      visit: null,
    },
  ])
})

test('a backup into a folder that does not exist yet makes it, owner-only, and holds every lead and photo', async () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'leads-backup-'))
  try {
    const dataDir = path.join(scratch, 'data')
    const store = openLeadStore(dataDir)
    const saved = store.saveLead(
      leadInput({ name: 'Pat', phone: '', comment: 'Oak over the garage', page: '/' }),
      { ip: '203.0.113.9', userAgent: 'test' },
      { notify: false, photos: [await keptPhoto(640, 480)] },
    )
    // Leads are personal data: the database and its WAL files are the server's user's alone.
    for (const name of ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm']) {
      expect(statSync(path.join(dataDir, name)).mode & 0o777, name).toBe(0o600)
    }
    store.close()
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)

    const file = path.join(scratch, 'backups', 'nightly', 'leads.sqlite')
    await backupLeads(dataDir, file)
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const restored = openLeadStore(path.dirname(file))
    expect(restored.listLeads().map((lead) => lead.id)).toEqual([saved.id])
    const [photo] = restored.photosOf(saved.id)
    expect(photo).toMatchObject({ width: 640, height: 480 })
    expect(restored.photo(saved.id, photo?.id ?? '', 'full')?.bytes.length).toBe(photo?.size)
    restored.close()
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
})

test('run by a user who cannot read DATA_DIR, the export says so instead of printing no leads', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'leads-unreadable-'))
  chmodSync(scratch, 0o755)
  try {
    const dataDir = path.join(scratch, 'data')
    openLeadStore(dataDir).close()
    // Tests run as root, which reads any folder: the export runs as nobody (65534).
    const run = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'server/cli/leads.ts', '--format', 'json'],
      {
        env: { ...process.env, DATA_DIR: dataDir, TSX_DISABLE_CACHE: '1' },
        encoding: 'utf8',
        uid: 65534,
        gid: 65534,
      },
    )
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(`Cannot read ${dataDir} (DATA_DIR) as this user`)
    expect(run.status).toBe(1)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
})

test('a database an older release created readable by all is made private when opened', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-old-mode-'))
  try {
    writeFileSync(path.join(dataDir, 'leads.sqlite'), '', { mode: 0o644 })
    chmodSync(path.join(dataDir, 'leads.sqlite'), 0o644)
    openLeadStore(dataDir).close()
    expect(statSync(path.join(dataDir, 'leads.sqlite')).mode & 0o777).toBe(0o600)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test("the export is the inbox, with each lead's photos and visit listed; spam only when asked for (--spam)", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-spam-'))
  try {
    const store = openLeadStore(dataDir)
    const base = leadInput({ email: 'a@example.com', phone: '', comment: 'Oak', page: '/' })
    const meta = { ip: '203.0.113.9', userAgent: 'test' }
    const photo = await keptPhoto(800, 600)
    const [window] = store.visits.openWindows()
    store.saveLead({ ...base, name: 'Real Person', service: 'stump-grinding' }, meta, {
      notify: false,
      photos: [photo, photo],
      visit: window?.local,
    })
    store.saveLead({ ...base, name: 'Robot' }, meta, { notify: false, spam: 'Too fast' })
    store.close()
    const exported = (...flags: string[]) => {
      const run = spawnSync(
        process.execPath,
        ['node_modules/tsx/dist/cli.mjs', 'server/cli/leads.ts', '--format', 'json', ...flags],
        { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
      )
      return JSON.parse(run.stdout) as {
        name: string
        service: string
        photos: unknown[]
        visit: unknown
      }[]
    }
    expect(exported().map((lead) => lead.name)).toEqual(['Real Person'])
    expect(exported('--spam').map((lead) => lead.name)).toEqual(['Robot', 'Real Person'])
    const [robot, person] = exported('--spam')
    expect(person?.service).toBe('stump-grinding')
    // The visit window the lead booked, as UTC instants, and where the owner has got with it.
    expect(person?.visit).toEqual({ start: window?.start, end: window?.end, status: 'requested' })
    expect(robot?.visit).toBeNull()
    // Each photo listed by its id, size and type (the pictures stay in the database).
    expect(person?.photos).toEqual([
      {
        id: expect.any(String),
        width: 800,
        height: 600,
        size: photo.bytes.length,
        type: 'image/jpeg',
      },
      {
        id: expect.any(String),
        width: 800,
        height: 600,
        size: photo.bytes.length,
        type: 'image/jpeg',
      },
    ])
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

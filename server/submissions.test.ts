import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { DATABASE_FILE, openSubmissions } from './submissions'

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

  const store = openSubmissions(dataDir)
  expect(store.listLeads()).toEqual([
    expect.objectContaining({ id: 'old-2', name: 'Second Old Lead', page: '', utm: '' }),
    expect.objectContaining({ id: 'old-1', name: 'First Old Lead', page: '', referrer: '' }),
  ])
  const added = store.saveLead(
    {
      name: 'New Lead',
      email: 'new@example.com',
      phone: '',
      comment: 'After the upgrade',
      page: '/tree-removal',
      referrer: '',
      landingPage: '/tree-removal',
      utm: '',
    },
    { ip: '127.0.0.1', userAgent: 'test' },
    { notify: false },
  )
  expect(store.listLeads()[0]).toMatchObject({ id: added.id, page: '/tree-removal' })
  store.close()
})

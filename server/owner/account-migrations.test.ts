import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { cmsUser } from '../cli/cms-user'
import { ACCOUNT_MIGRATIONS } from './account-migrations'
import { CMS_DATABASE_FILE, openAccounts } from './accounts'
import { hashPassword } from './password-hash'

const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-upgrade-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const PASSWORD = 'the hedge wants a trim'
/** The release before roles: its schema, its accounts, a session signed in with it. */
const ROLES_STEP = 2

test('an accounts database from before roles keeps its accounts working, each one an owner', async () => {
  const old = new Database(path.join(dataDir, CMS_DATABASE_FILE))
  for (const sql of ACCOUNT_MIGRATIONS.slice(0, ROLES_STEP)) old.exec(sql)
  old.pragma(`user_version = ${ROLES_STEP}`)
  const insert = old.prepare(
    'INSERT INTO editors (name, password_hash, created_at) VALUES (?, ?, ?)',
  )
  for (const name of ['maria', 'sam']) {
    insert.run(name, await hashPassword(PASSWORD), '2026-11-01T08:00:00.000Z')
  }
  old.close()

  const accounts = openAccounts(dataDir)
  expect(accounts.list()).toEqual([
    { name: 'maria', role: 'owner' },
    { name: 'sam', role: 'owner' },
  ])
  const signedIn = await accounts.signIn('maria', PASSWORD, '203.0.113.4')
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.reason}`)
  expect(accounts.session(signedIn.token)).toEqual({ name: 'maria', role: 'owner' })
  accounts.close()

  // Opened again, nothing changes; an account made now is an editor unless told.
  expect(await cmsUser(['add', 'lee'], dataDir, async () => `${PASSWORD} too\n`)).toBe(
    'Editor lee can sign in at /admin/login.',
  )
  expect(await cmsUser(['list'], dataDir, async () => '')).toBe(
    'lee\teditor\nmaria\towner\nsam\towner',
  )
})

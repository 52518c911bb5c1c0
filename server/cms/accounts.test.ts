import * as crypto from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { ACCOUNT_FAILURE_LIMIT, openAccounts } from './accounts'

// Every scrypt call the accounts make, with its cost parameters: the work a sign-in does.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>()
  return { ...actual, scrypt: vi.fn(actual.scrypt) }
})
const scryptCalls = vi.mocked(crypto.scrypt).mock.calls

const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-accounts-'))
const accounts = openAccounts(dataDir)
const PASSWORD = 'the willow by the pond'

beforeAll(async () => {
  await accounts.add('maria', PASSWORD)
  await accounts.add('locked.out', PASSWORD)
})
afterAll(() => {
  accounts.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The scrypt work one sign-in attempt does: how many hashes, with which cost and key length. */
async function workOf(name: string, password: string) {
  const before = scryptCalls.length
  const result = await accounts.signIn(name, password, '203.0.113.9')
  const work = scryptCalls.slice(before).map(([, salt, keyLength, options]) => ({
    saltBytes: (salt as Buffer).length,
    keyLength,
    options,
  }))
  return { result, work }
}

// Each sign-in runs scrypt at its real cost: the twelve below took 4.3 s alone on a slow machine and
// outlasted Vitest's 5 s default in a full run. The test counts the work; the clock plays no part.
describe('sign-in timing: the same work whatever the answer', { timeout: 60_000 }, () => {
  test('an unknown name costs exactly the hash a wrong password costs', async () => {
    const wrong = await workOf('maria', 'not the password at all')
    const unknown = await workOf('nobody', 'not the password at all')
    expect(wrong.result).toEqual({ ok: false, reason: 'wrong' })
    expect(unknown.result).toEqual({ ok: false, reason: 'wrong' })
    expect(wrong.work).toHaveLength(1)
    expect(unknown.work).toEqual(wrong.work)
    // And the right password does the same work too: the answer cannot be read from the time taken.
    const right = await workOf('maria', PASSWORD)
    expect(right.result.ok).toBe(true)
    expect(right.work).toEqual(wrong.work)
  })

  test('a locked name still costs one hash, so a lock is not visible in the timing either', async () => {
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt++) {
      await accounts.signIn('locked.out', 'a wrong guess number x', '198.51.100.7')
    }
    const locked = await workOf('locked.out', PASSWORD)
    const wrong = await workOf('maria', 'still not the password')
    expect(locked.result).toEqual({ ok: false, reason: 'locked' })
    expect(locked.work).toEqual(wrong.work)
  })
})

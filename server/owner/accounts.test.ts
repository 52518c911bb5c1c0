import Database from 'better-sqlite3'
import * as crypto from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { CMS_DATABASE_FILE, openAccounts } from './accounts'
import { CHECKS_AT_ONCE } from './check-lanes'
import { ADDRESS_FAILURE_LIMIT, NAME_DAILY_FAILURES, PAIR_FREE_TRIES } from './sign-in-limits'

// Every scrypt call the accounts make, with its cost parameters, and how many run at once.
const hashing = { now: 0, most: 0 }
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>()
  const counted = (...args: Parameters<typeof actual.scrypt>) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void
    hashing.now += 1
    hashing.most = Math.max(hashing.most, hashing.now)
    const callback = (error: Error | null, key: Buffer) => {
      hashing.now -= 1
      done(error, key)
    }
    return (actual.scrypt as (...all: unknown[]) => void)(...args, callback)
  }
  return { ...actual, scrypt: vi.fn(counted) }
})
const scryptCalls = vi.mocked(crypto.scrypt).mock.calls

const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-accounts-'))
let clock = Date.parse('2026-12-01T08:00:00Z')
const accounts = openAccounts(dataDir, () => clock)
const PASSWORD = 'the willow by the pond'

beforeAll(async () => {
  for (const name of ['maria', 'locked.out', 'busy.one', 'far.away', 'sam', 'lee']) {
    await accounts.add(name, PASSWORD)
  }
})
beforeEach(() => {
  hashing.most = 0
})
afterAll(() => {
  accounts.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The scrypt work one sign-in attempt does: how many hashes, with which cost and key length. */
async function workOf(name: string, password: string, address = '203.0.113.9') {
  const before = scryptCalls.length
  const result = await accounts.signIn(name, password, address)
  const work = scryptCalls.slice(before).map(([, salt, keyLength, options]) => ({
    saltBytes: (salt as Buffer).length,
    keyLength,
    options,
  }))
  return { result, work }
}

/** Failures written straight into the store, as a long campaign would have left them. */
function recordFailures(key: string, count: number, at: number) {
  const db = new Database(path.join(dataDir, CMS_DATABASE_FILE))
  const insert = db.prepare('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)')
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) insert.run(key, at - index)
  })()
  db.close()
}

// Each sign-in runs scrypt at its real cost: a dozen took 4.3 s alone on a slow machine and
// outlasted Vitest's 5 s default in a full run. The tests count the work; the clock plays no part.
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
})

describe('guessing is limited, and answered before any hashing', { timeout: 60_000 }, () => {
  test('five misses from one address lock it out of that name, for a wait that doubles', async () => {
    const stranger = '198.51.100.7'
    for (let attempt = 0; attempt < PAIR_FREE_TRIES; attempt += 1) {
      expect((await workOf('locked.out', `wrong guess ${attempt}`, stranger)).result.ok).toBe(false)
    }
    const locked = await workOf('locked.out', PASSWORD, stranger)
    expect(locked.result).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: 60 })
    expect(locked.work).toHaveLength(0)
    // After the minute, one more miss: two minutes.
    clock += 61_000
    expect((await workOf('locked.out', 'wrong guess again', stranger)).result.ok).toBe(false)
    expect((await workOf('locked.out', PASSWORD, stranger)).result).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 120,
    })
    // The owner, somewhere else, is not locked out by the stranger.
    expect((await workOf('locked.out', PASSWORD, '203.0.113.50')).result.ok).toBe(true)
  })

  test('name variants share one lock', async () => {
    const address = '198.51.100.8'
    for (let attempt = 0; attempt < PAIR_FREE_TRIES; attempt += 1) {
      await accounts.signIn(attempt % 2 ? 'SAM' : 'Sam', `wrong guess ${attempt}`, address)
    }
    expect((await workOf('sam', PASSWORD, address)).result).toMatchObject({ reason: 'locked' })
  })

  test('41 sign-ins at once for one name: one password check at a time, and no way in', async () => {
    const address = '198.51.100.9'
    const tries = Array.from({ length: 41 }, (_, index) =>
      accounts.signIn('busy.one', index === 30 ? PASSWORD : `wrong guess ${index}`, address),
    )
    const results = await Promise.all(tries)
    expect(hashing.most).toBe(1)
    expect(results.filter((result) => result.ok)).toEqual([])
    expect(
      results.filter((result) => !result.ok && result.reason === 'busy').length,
    ).toBeGreaterThan(30)
  })

  test(`sign-ins for many names at once: at most ${CHECKS_AT_ONCE} checks in flight`, async () => {
    const names = Array.from({ length: 12 }, (_, index) => `visitor${index}`)
    const results = await Promise.all(
      names.map((name) => accounts.signIn(name, 'a guess at a name', '198.51.100.10')),
    )
    expect(hashing.most).toBe(CHECKS_AT_ONCE)
    expect(results.filter((result) => !result.ok && result.reason === 'busy')).toHaveLength(
      12 - CHECKS_AT_ONCE,
    )
  })

  test(`all addresses together: past ${NAME_DAILY_FAILURES} misses a day, only addresses the name signed in from may try`, async () => {
    // "far.away" signs in once from home, then a botnet spends its day on the name.
    expect((await workOf('far.away', PASSWORD, '203.0.113.77')).result.ok).toBe(true)
    recordFailures('name:far.away', NAME_DAILY_FAILURES, clock)
    const fromNewAddress = await workOf('far.away', PASSWORD, '192.0.2.200')
    expect(fromNewAddress.result).toMatchObject({ ok: false, reason: 'locked' })
    expect(fromNewAddress.work).toHaveLength(0)
    expect((await workOf('far.away', PASSWORD, '203.0.113.77')).result.ok).toBe(true)
    // A day later the misses have aged out.
    clock += 24 * 60 * 60_000
    expect((await workOf('far.away', PASSWORD, '192.0.2.200')).result.ok).toBe(true)
  })

  test(`one address across names: ${ADDRESS_FAILURE_LIMIT} misses in 15 minutes, then it waits`, async () => {
    recordFailures('address:192.0.2.99', ADDRESS_FAILURE_LIMIT, clock)
    const blocked = await workOf('lee', PASSWORD, '192.0.2.99')
    expect(blocked.result).toMatchObject({ ok: false, reason: 'locked' })
    expect(blocked.work).toHaveLength(0)
    clock += 15 * 60_000 + 1000
    expect((await workOf('lee', PASSWORD, '192.0.2.99')).result.ok).toBe(true)
  })

  test('the operator lifts the locks on a name (cms-user unlock)', async () => {
    const address = '198.51.100.11'
    for (let attempt = 0; attempt < PAIR_FREE_TRIES; attempt += 1) {
      await accounts.signIn('maria', `wrong guess ${attempt}`, address)
    }
    expect((await accounts.signIn('maria', PASSWORD, address)).ok).toBe(false)
    accounts.unlock('maria')
    expect((await accounts.signIn('maria', PASSWORD, address)).ok).toBe(true)
  })
})

describe('what is recorded of a try', { timeout: 60_000 }, () => {
  const failureRows = () => {
    const db = new Database(path.join(dataDir, CMS_DATABASE_FILE), { readonly: true })
    try {
      return db.prepare('SELECT key, at FROM sign_in_failures ORDER BY rowid').all()
    } finally {
      db.close()
    }
  }

  test('a name longer than any account can have: refused with nothing written and no hashing', async () => {
    const before = failureRows()
    for (const name of ['m'.repeat(64_000), `maria${'x'.repeat(28)}`, '../etc/passwd', '']) {
      const { result, work } = await workOf(name, 'a guess at a name', '198.51.100.40')
      expect(result).toEqual({ ok: false, reason: 'wrong' })
      expect(work).toEqual([])
    }
    expect(failureRows()).toEqual(before)
  })

  test('the addresses of one IPv6 /64 are one client; the next /64 is another', async () => {
    const home = (host: number) => `2001:db8:aa:1::${host.toString(16)}`
    for (let attempt = 0; attempt < PAIR_FREE_TRIES; attempt += 1) {
      expect((await workOf('lee', `wrong guess ${attempt}`, home(attempt + 1))).result.ok).toBe(
        false,
      )
    }
    const sameNetwork = await workOf('lee', PASSWORD, '2001:db8:aa:1:ffff::9')
    expect(sameNetwork.result).toMatchObject({ ok: false, reason: 'locked' })
    expect(sameNetwork.work).toHaveLength(0)
    expect((await workOf('lee', PASSWORD, '2001:db8:aa:2::1')).result.ok).toBe(true)
  })
})

describe('roles', { timeout: 60_000 }, () => {
  test('a new account is an editor unless made an owner; a new password keeps the role', async () => {
    expect(await accounts.add('new.writer', PASSWORD)).toBe('editor')
    expect(await accounts.add('new.owner', PASSWORD, 'owner')).toBe('owner')
    expect(await accounts.add('new.owner', `${PASSWORD} again`)).toBe('owner')
    expect(await accounts.add('new.writer', PASSWORD, 'owner')).toBe('owner')
    expect(accounts.list()).toEqual(
      expect.arrayContaining([
        { name: 'new.owner', role: 'owner' },
        { name: 'new.writer', role: 'owner' },
      ]),
    )
  })

  test('a session knows its role, and a changed role counts at once', async () => {
    await accounts.add('role.change', PASSWORD, 'owner')
    const signedIn = await accounts.signIn('role.change', PASSWORD, '198.51.100.41')
    if (!signedIn.ok) throw new Error('sign-in failed')
    expect(accounts.session(signedIn.token)).toEqual({ name: 'role.change', role: 'owner' })
    const db = new Database(path.join(dataDir, CMS_DATABASE_FILE))
    db.prepare("UPDATE editors SET role = 'editor' WHERE name = ?").run('role.change')
    db.close()
    expect(accounts.session(signedIn.token)).toEqual({ name: 'role.change', role: 'editor' })
  })

  test('an easy password is refused with the reason, and nothing is stored', async () => {
    for (const [password, reason] of [
      ['password1234', /too easy to guess\. This is similar to a commonly used password/],
      [' '.repeat(12), /too easy to guess\. Repeated characters/],
    ] as const) {
      await expect(accounts.add('weak.one', password)).rejects.toThrow(reason)
    }
    expect(accounts.names()).not.toContain('weak.one')
  })
})

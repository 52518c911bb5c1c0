import Database from 'better-sqlite3'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CMS_DATABASE_FILE, type SignInResult, openAccounts } from './accounts'
import { KNOWN_DEVICE_MS, knownDevices } from './known-devices'
import { NAME_DAILY_FAILURES, PAIR_FREE_TRIES } from './sign-in-limits'

/**
 * The owner always gets in: a browser that signed in before carries a cookie the server signed,
 * and neither a flood of strangers nor a lock on its name stops it; its own misses still do.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-devices-'))
let clock = Date.parse('2026-12-04T08:00:00Z')
const accounts = openAccounts(dataDir, () => clock)
const PASSWORD = 'a walnut leans on the shed'
const HOME = '203.0.113.5'

/** The device cookie a right password gives. */
async function deviceOf(name: string, address = HOME): Promise<string> {
  const result = await accounts.signIn(name, PASSWORD, address)
  if (!result.ok) throw new Error(`${name} could not sign in: ${result.reason}`)
  return result.device
}

/** A botnet's addresses: IPv4 ones, many in one IPv6 /64, and many /64s. */
const floodAddresses = Array.from({ length: 60 }, (_, index) =>
  index % 3 === 0
    ? `198.51.100.${index}`
    : index % 3 === 1
      ? `2001:db8:bad:1::${index.toString(16)}`
      : `2001:db8:bad:${index.toString(16)}::1`,
)

/** Failures written straight into the store, as a long campaign would have left them. */
function recordFailures(key: string, count: number) {
  const db = new Database(path.join(dataDir, CMS_DATABASE_FILE))
  const insert = db.prepare('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)')
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) insert.run(key, clock - index)
  })()
  db.close()
}

beforeAll(async () => {
  for (const name of ['maria', 'sam', 'lee', 'pat']) await accounts.add(name, PASSWORD, 'owner')
})
afterAll(() => {
  accounts.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a known device', { timeout: 60_000 }, () => {
  test('signs in on the first try during a flood of strangers; a new device is busy', async () => {
    const device = await deviceOf('maria')
    // The strangers' checks are taken as soon as they are asked for: the lane is full.
    const flood = floodAddresses.map((address, index) =>
      accounts.signIn('maria', `a guess ${index}`, address),
    )
    const newDevice = accounts.signIn('maria', PASSWORD, '192.0.2.78')
    const owner = accounts.signIn('maria', PASSWORD, '192.0.2.77', device)
    expect(await owner).toMatchObject({ ok: true, editor: 'maria' })
    expect(await newDevice).toEqual({ ok: false, reason: 'busy' })
    const answers = await Promise.all(flood)
    expect(answers.filter((answer) => answer.ok)).toEqual([])
  })

  test(`past ${NAME_DAILY_FAILURES} misses a day on its name, it still signs in from a new address; a new device is locked`, async () => {
    const device = await deviceOf('sam')
    recordFailures('name:sam', NAME_DAILY_FAILURES)
    expect(await accounts.signIn('sam', PASSWORD, '192.0.2.90')).toMatchObject({
      ok: false,
      reason: 'locked',
    })
    const known = await accounts.signIn('sam', PASSWORD, '2001:db8:cafe:9::1', device)
    expect(known).toMatchObject({ ok: true, editor: 'sam' })
  })

  test('has its own limit: five misses, then it waits, wherever the cookie is used from', async () => {
    const device = await deviceOf('lee')
    for (let attempt = 0; attempt < PAIR_FREE_TRIES; attempt += 1) {
      const miss = await accounts.signIn('lee', `wrong ${attempt}`, `192.0.2.${attempt}`, device)
      expect(miss).toEqual({ ok: false, reason: 'wrong' })
    }
    for (const address of [HOME, '2001:db8:4:4::4']) {
      expect(await accounts.signIn('lee', PASSWORD, address, device)).toEqual({
        ok: false,
        reason: 'locked',
        retryAfterSeconds: 60,
      })
    }
    // Its misses did not count against the name or the addresses: the owner elsewhere is free.
    expect((await accounts.signIn('lee', PASSWORD, '192.0.2.200')).ok).toBe(true)
  })

  test('is no known device when the cookie is for another name, forged, altered or expired', async () => {
    const forSam = await deviceOf('sam', '2001:db8:cafe:9::1')
    const device = await deviceOf('pat')
    recordFailures('name:pat', NAME_DAILY_FAILURES)
    const stranger = '192.0.2.150'
    const [id, expires, name, mac] = device.split('.')
    const forged = knownDevices(randomBytes(32), () => clock).issue('pat')
    const otherName = [id, expires, Buffer.from('maria').toString('base64url'), mac].join('.')
    const later = [id, String(Number(expires) + 86_400), name, mac].join('.')
    for (const cookie of [forSam, forged, otherName, later, `${device}x`, '']) {
      expect(await accounts.signIn('pat', PASSWORD, stranger, cookie), cookie).toMatchObject({
        reason: 'locked',
      })
    }
    // A year on, the cookie has expired (and the campaign goes on).
    clock += KNOWN_DEVICE_MS
    recordFailures('name:pat', NAME_DAILY_FAILURES)
    expect(await accounts.signIn('pat', PASSWORD, stranger, device)).toMatchObject({
      reason: 'locked',
    })
    clock -= KNOWN_DEVICE_MS
    expect((await accounts.signIn('pat', PASSWORD, stranger, device)).ok).toBe(true)
  })

  test('tries sent at once from one device wait their turn, two at most', async () => {
    const device = await deviceOf('maria', HOME)
    const tries: Promise<SignInResult>[] = [1, 2, 3].map(() =>
      accounts.signIn('maria', PASSWORD, HOME, device),
    )
    const [first, second, third] = await Promise.all(tries)
    expect(first?.ok).toBe(true)
    expect(second?.ok).toBe(true)
    expect(third).toEqual({ ok: false, reason: 'busy' })
  })
})

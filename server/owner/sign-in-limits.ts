import type Database from 'better-sqlite3'
import { createHash } from 'node:crypto'

// Why these limits: docs/decisions/024-owner-roles-and-known-devices.md.
// A stranger's misses lock out that stranger, never the owner; a known device counts only its own.
export const PAIR_FREE_TRIES = 5
const PAIR_FIRST_WAIT_MS = 60_000
const PAIR_LONGEST_WAIT_MS = 60 * 60_000
export const NAME_DAILY_FAILURES = 200
export const ADDRESS_FAILURE_LIMIT = 30
const ADDRESS_WINDOW_MS = 15 * 60_000
const DAY_MS = 24 * 60 * 60_000
const KNOWN_ADDRESS_MS = 90 * DAY_MS

export type TryKeys =
  { kind: 'stranger'; name: string; client: string } | { kind: 'device'; name: string; id: string }

const deviceKey = (name: string, id: string) => `device:${name}\n${id}`
const strangerKeys = (name: string, client: string) => ({
  name: `name:${name}`,
  address: `address:${client}`,
  pair: `pair:${name}\n${client}`,
})
const keysOf = (tried: TryKeys): string[] =>
  tried.kind === 'device'
    ? [deviceKey(tried.name, tried.id)]
    : Object.values(strangerKeys(tried.name, tried.client))
const clientHash = (client: string) => createHash('sha256').update(client).digest('hex')

export function signInLimits(db: Database.Database, now: () => number) {
  const failuresSince = db.prepare<[string, number], { count: number; last: number | null }>(
    'SELECT count(*) AS count, max(at) AS last FROM sign_in_failures WHERE key = ? AND at > ?',
  )
  const nthNewestFailure = db.prepare<[string, number, number], { at: number }>(
    'SELECT at FROM sign_in_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
  )
  const recordFailure = db.prepare('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)')
  const forgetOld = db.prepare('DELETE FROM sign_in_failures WHERE at <= ?')
  const forget = db.prepare('DELETE FROM sign_in_failures WHERE key = ?')
  const isKnownClient = db.prepare<[string, string, number], { at: number }>(
    'SELECT at FROM known_addresses WHERE name = ? AND address_hash = ? AND at > ?',
  )
  const rememberClient = db.prepare(
    `INSERT INTO known_addresses (name, address_hash, at) VALUES (?, ?, ?)
     ON CONFLICT (name, address_hash) DO UPDATE SET at = excluded.at`,
  )

  function doublingWait(key: string, at: number): number {
    const misses = failuresSince.get(key, at - DAY_MS)
    if (!misses || misses.count < PAIR_FREE_TRIES || misses.last === null) return 0
    const doublings = misses.count - PAIR_FREE_TRIES
    return misses.last + Math.min(PAIR_FIRST_WAIT_MS * 2 ** doublings, PAIR_LONGEST_WAIT_MS) - at
  }

  function windowWait(key: string, at: number, limit: number, windowMs: number): number {
    const misses = failuresSince.get(key, at - windowMs)
    if (!misses || misses.count < limit) return 0
    const oldestCounted = nthNewestFailure.get(key, at - windowMs, limit - 1)
    return (oldestCounted?.at ?? at) + windowMs - at
  }

  return {
    lockedFor(tried: TryKeys): number {
      const at = now()
      if (tried.kind === 'device')
        return Math.max(0, doublingWait(deviceKey(tried.name, tried.id), at))
      const key = strangerKeys(tried.name, tried.client)
      const known = isKnownClient.get(tried.name, clientHash(tried.client), at - KNOWN_ADDRESS_MS)
      return Math.max(
        0,
        windowWait(key.address, at, ADDRESS_FAILURE_LIMIT, ADDRESS_WINDOW_MS),
        doublingWait(key.pair, at),
        known ? 0 : windowWait(key.name, at, NAME_DAILY_FAILURES, DAY_MS),
      )
    },

    miss(tried: TryKeys): void {
      const at = now()
      db.transaction(() => {
        for (const key of keysOf(tried)) recordFailure.run(key, at)
        forgetOld.run(at - DAY_MS)
      })()
    },

    signedIn(name: string, client: string, deviceId?: string): void {
      db.transaction(() => {
        forget.run(strangerKeys(name, client).pair)
        if (deviceId) forget.run(deviceKey(name, deviceId))
        rememberClient.run(name, clientHash(client), now())
      })()
    },

    unlock(name: string): void {
      const byPrefix = db.prepare('DELETE FROM sign_in_failures WHERE substr(key, 1, ?) = ?')
      db.transaction(() => {
        forget.run(strangerKeys(name, '').name)
        for (const prefix of [strangerKeys(name, '').pair, deviceKey(name, '')]) {
          byPrefix.run(prefix.length, prefix)
        }
      })()
    },
  }
}

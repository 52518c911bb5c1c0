import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { backupPrivately, openPrivateDatabase } from '../private-database'

/**
 * Editor accounts and their sign-in sessions, in `DATA_DIR/cms.sqlite` (beside the leads, so one
 * backup keeps both). Passwords are stored as scrypt hashes (memory-hard: 32 MiB a try); session
 * tokens only as their SHA-256, so a copy of the database signs nobody in.
 */
export const CMS_DATABASE_FILE = 'cms.sqlite'

/** One of OWASP's equivalent minimums for scrypt (Password Storage Cheat Sheet): N = 2^15,
 *  r = 8 (32 MiB a try), p = 3. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 3, maxmem: 64 * 1024 * 1024, keyLength: 32 }

export const SESSION_IDLE_MS = 30 * 60_000
export const SESSION_MAX_MS = 12 * 60 * 60_000

/*
 * Guessing passwords, and the limits on it (docs/decisions/014-the-editor-threat-model.md):
 * - one name from one address: five free tries, then a wait that doubles from one minute to an
 *   hour; a stranger's misses lock the stranger's address out of that name, never the owner's;
 * - one name from every address together: 200 misses a day, past which only an address that has
 *   signed in as that name before may try (a botnet cannot try more than that a day);
 * - one address across names: 30 misses in 15 minutes, then it waits out the window;
 * - a password check in flight per name, two in all (each holds 32 MiB and one of libuv's four
 *   threads, which also serve files); more at once are answered "busy" without a check.
 * A locked, busy or limited try is answered before any hashing.
 */
export const PAIR_FREE_TRIES = 5
const PAIR_FIRST_WAIT_MS = 60_000
const PAIR_LONGEST_WAIT_MS = 60 * 60_000
export const NAME_DAILY_FAILURES = 200
export const ADDRESS_FAILURE_LIMIT = 30
const ADDRESS_WINDOW_MS = 15 * 60_000
const DAY_MS = 24 * 60 * 60_000
/** How long an address that signed in as a name stays known for it. */
const KNOWN_ADDRESS_MS = 90 * DAY_MS
export const CHECKS_AT_ONCE = 2

const EDITOR_NAME = /^[a-z0-9][a-z0-9._-]{1,31}$/
const MIN_PASSWORD_LENGTH = 12

const migrations = [
  `CREATE TABLE editors (
     name TEXT PRIMARY KEY,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   );
   CREATE TABLE sign_in_failures (key TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX sign_in_failures_key ON sign_in_failures (key, at);`,
  `CREATE TABLE known_addresses (
     name TEXT NOT NULL,
     address_hash TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (name, address_hash)
   );`,
]

function hashScrypt(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      SCRYPT.keyLength,
      { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: SCRYPT.maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await hashScrypt(password, salt)
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$')
}

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, , , , salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await hashScrypt(password, Buffer.from(salt, 'base64'))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

export type SignInResult =
  | { ok: true; editor: string; token: string }
  | { ok: false; reason: 'wrong' | 'busy' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }

export type Accounts = ReturnType<typeof openAccounts>

export function openAccounts(dataDir: string, now: () => number = Date.now) {
  const db = openPrivateDatabase(dataDir, CMS_DATABASE_FILE)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  const version = db.pragma('user_version', { simple: true }) as number
  for (const [index, sql] of migrations.entries()) {
    if (index < version) continue
    db.transaction(() => {
      db.exec(sql)
      db.pragma(`user_version = ${index + 1}`)
    })()
  }
  // Compared against when the name is unknown, so that both answers take the same time.
  const decoy = hashPassword(randomBytes(16).toString('hex'))

  const failuresSince = db.prepare<[string, number], { count: number; last: number | null }>(
    'SELECT count(*) AS count, max(at) AS last FROM sign_in_failures WHERE key = ? AND at > ?',
  )
  const nthNewestFailure = db.prepare<[string, number, number], { at: number }>(
    'SELECT at FROM sign_in_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
  )
  const recordFailure = db.prepare('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)')
  const isKnownAddress = db.prepare<[string, string, number], { at: number }>(
    'SELECT at FROM known_addresses WHERE name = ? AND address_hash = ? AND at > ?',
  )
  const rememberAddress = db.prepare(
    `INSERT INTO known_addresses (name, address_hash, at) VALUES (?, ?, ?)
     ON CONFLICT (name, address_hash) DO UPDATE SET at = excluded.at`,
  )
  const keys = (name: string, address: string) => ({
    name: `name:${name}`,
    address: `address:${address}`,
    pair: `pair:${name}\n${address}`,
  })
  const addressHash = (address: string) => createHash('sha256').update(address).digest('hex')

  /** Milliseconds until this name may be tried from this address, or 0. */
  function lockedFor(name: string, address: string): number {
    const at = now()
    const key = keys(name, address)
    const waits: number[] = []
    const byAddress = failuresSince.get(key.address, at - ADDRESS_WINDOW_MS)
    if (byAddress && byAddress.count >= ADDRESS_FAILURE_LIMIT) {
      const oldestCounted = nthNewestFailure.get(
        key.address,
        at - ADDRESS_WINDOW_MS,
        ADDRESS_FAILURE_LIMIT - 1,
      )
      waits.push((oldestCounted?.at ?? at) + ADDRESS_WINDOW_MS - at)
    }
    const byPair = failuresSince.get(key.pair, at - DAY_MS)
    if (byPair && byPair.count >= PAIR_FREE_TRIES && byPair.last !== null) {
      const doublings = byPair.count - PAIR_FREE_TRIES
      const wait = Math.min(PAIR_FIRST_WAIT_MS * 2 ** doublings, PAIR_LONGEST_WAIT_MS)
      waits.push(byPair.last + wait - at)
    }
    const byName = failuresSince.get(key.name, at - DAY_MS)
    if (
      byName &&
      byName.count >= NAME_DAILY_FAILURES &&
      !isKnownAddress.get(name, addressHash(address), at - KNOWN_ADDRESS_MS)
    ) {
      const oldestCounted = nthNewestFailure.get(key.name, at - DAY_MS, NAME_DAILY_FAILURES - 1)
      waits.push((oldestCounted?.at ?? at) + DAY_MS - at)
    }
    return Math.max(0, ...waits)
  }

  const checking = new Set<string>()

  return {
    async add(name: string, password: string): Promise<void> {
      if (!EDITOR_NAME.test(name)) {
        throw new Error(
          'A name is 2 to 32 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit.',
        )
      }
      if (password.length < MIN_PASSWORD_LENGTH) {
        throw new Error(`A password has at least ${MIN_PASSWORD_LENGTH} characters.`)
      }
      const hash = await hashPassword(password)
      db.prepare(
        `INSERT INTO editors (name, password_hash, created_at) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET password_hash = excluded.password_hash`,
      ).run(name, hash, new Date(now()).toISOString())
      // A new password ends every session signed in with the old one.
      db.prepare('DELETE FROM sessions WHERE editor = ?').run(name)
    },

    remove(name: string): boolean {
      return db.prepare('DELETE FROM editors WHERE name = ?').run(name).changes > 0
    },

    names(): string[] {
      return db
        .prepare<[], { name: string }>('SELECT name FROM editors ORDER BY name')
        .all()
        .map((row) => row.name)
    },

    /**
     * Checks a password. A locked name or address, or a name already being checked, is answered
     * at once, before any hashing; otherwise the work is the same whether the name exists or not.
     */
    async signIn(typedName: string, password: string, address: string): Promise<SignInResult> {
      const name = typedName.toLowerCase()
      const wait = lockedFor(name, address)
      if (wait > 0)
        return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil(wait / 1000) }
      if (checking.has(name) || checking.size >= CHECKS_AT_ONCE)
        return { ok: false, reason: 'busy' }
      checking.add(name)
      let matches: boolean
      const row = db
        .prepare<[string], { password_hash: string }>(
          'SELECT password_hash FROM editors WHERE name = ?',
        )
        .get(name)
      try {
        matches = await passwordMatches(password, row?.password_hash ?? (await decoy))
      } finally {
        checking.delete(name)
      }
      const at = now()
      const key = keys(name, address)
      if (!row || !matches) {
        db.transaction(() => {
          for (const failed of [key.name, key.address, key.pair]) recordFailure.run(failed, at)
          db.prepare('DELETE FROM sign_in_failures WHERE at <= ?').run(at - DAY_MS)
        })()
        return { ok: false, reason: 'wrong' }
      }
      const token = randomBytes(32).toString('base64url')
      db.transaction(() => {
        db.prepare(
          'INSERT INTO sessions (token_hash, editor, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
        ).run(tokenHash(token), name, at, at)
        // The owner's own misses from here are forgiven; this address is known for the name.
        db.prepare('DELETE FROM sign_in_failures WHERE key = ?').run(key.pair)
        rememberAddress.run(name, addressHash(address), at)
      })()
      return { ok: true, editor: name, token }
    },

    /** The operator lifts every lock on a name (`cms-user unlock NAME`). */
    unlock(typedName: string): void {
      const name = typedName.toLowerCase()
      const pairs = `pair:${name}\n`
      db.prepare('DELETE FROM sign_in_failures WHERE key = ? OR substr(key, 1, ?) = ?').run(
        `name:${name}`,
        pairs.length,
        pairs,
      )
    },

    /** The signed-in editor for a session token, or undefined once idle or too old. */
    session(token: string | undefined): string | undefined {
      if (!token) return undefined
      const hash = tokenHash(token)
      const row = db
        .prepare<[string], { editor: string; created_at: number; last_seen_at: number }>(
          'SELECT editor, created_at, last_seen_at FROM sessions WHERE token_hash = ?',
        )
        .get(hash)
      if (!row) return undefined
      const at = now()
      if (at - row.last_seen_at > SESSION_IDLE_MS || at - row.created_at > SESSION_MAX_MS) {
        db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hash)
        return undefined
      }
      db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(at, hash)
      return row.editor
    },

    signOut(token: string | undefined): void {
      if (token) db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash(token))
    },

    /** A consistent copy of the accounts (SQLite's online backup), safe while the server runs. */
    backup(file: string): Promise<void> {
      return backupPrivately(db, file)
    },

    close(): void {
      db.close()
    },
  }
}

import Database from 'better-sqlite3'
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

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
/** Ten wrong passwords for one name lock it for a quarter of an hour. */
export const ACCOUNT_FAILURE_LIMIT = 10
/** One address may fail 30 times (across names) before it waits too. */
const ADDRESS_FAILURE_LIMIT = 30
const FAILURE_WINDOW_MS = 15 * 60_000

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
  { ok: true; editor: string; token: string } | { ok: false; reason: 'wrong' | 'locked' }

export type Accounts = ReturnType<typeof openAccounts>

export function openAccounts(dataDir: string, now: () => number = Date.now) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const db = new Database(path.join(dataDir, CMS_DATABASE_FILE))
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

  const failuresSince = db.prepare<[string, number], { count: number }>(
    'SELECT count(*) AS count FROM sign_in_failures WHERE key = ? AND at > ?',
  )
  const recordFailure = db.prepare('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)')

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

    /** Checks a password; a locked name or address is refused before any comparison. */
    async signIn(name: string, password: string, address: string): Promise<SignInResult> {
      const since = now() - FAILURE_WINDOW_MS
      const accountKey = `name:${name.toLowerCase()}`
      const addressKey = `address:${address}`
      const failures = (key: string) => failuresSince.get(key, since)?.count ?? 0
      const locked =
        failures(accountKey) >= ACCOUNT_FAILURE_LIMIT ||
        failures(addressKey) >= ADDRESS_FAILURE_LIMIT
      const row = db
        .prepare<[string], { password_hash: string }>(
          'SELECT password_hash FROM editors WHERE name = ?',
        )
        .get(name)
      // The same work whether the name exists or not.
      const matches = await passwordMatches(password, row?.password_hash ?? (await decoy))
      if (locked) return { ok: false, reason: 'locked' }
      if (!row || !matches) {
        const at = now()
        db.transaction(() => {
          recordFailure.run(accountKey, at)
          recordFailure.run(addressKey, at)
          db.prepare('DELETE FROM sign_in_failures WHERE at <= ?').run(since)
        })()
        return { ok: false, reason: 'wrong' }
      }
      const token = randomBytes(32).toString('base64url')
      db.prepare(
        'INSERT INTO sessions (token_hash, editor, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
      ).run(tokenHash(token), name, now(), now())
      return { ok: true, editor: name, token }
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
    async backup(file: string): Promise<void> {
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
      await db.backup(file)
    },

    close(): void {
      db.close()
    },
  }
}

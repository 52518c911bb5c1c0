import { createHash, randomBytes } from 'node:crypto'
import { clientNetwork } from '../site/client-network'
import { backupPrivately, openPrivateDatabase } from '../leads/private-database'
import { ACCOUNT_MIGRATIONS } from './account-migrations'
import { checkLanes } from './check-lanes'
import { knownDevices } from './known-devices'
import { hashPassword, passwordMatches } from './password-hash'
import { passwordWeakness } from './password-strength'
import { type TryKeys, signInLimits } from './sign-in-limits'

// Session tokens are stored only as their SHA-256, so a copy of the database signs nobody in.
export const CMS_DATABASE_FILE = 'cms.sqlite'

export const SESSION_IDLE_MS = 30 * 60_000
export const SESSION_MAX_MS = 12 * 60 * 60_000

/** `owner`: the leads, their alerts and the accounts; `editor`: the site's content only. */
export const ROLES = ['owner', 'editor'] as const
export type Role = (typeof ROLES)[number]
export const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value)

export const NAME_MAX_LENGTH = 32
const EDITOR_NAME = new RegExp(`^[a-z0-9][a-z0-9._-]{1,${NAME_MAX_LENGTH - 1}}$`)
const DEVICE_KEY = 'known-device-cookie'

export type Account = { name: string; role: Role }

export type SignInResult =
  | { ok: true; editor: string; token: string; device: string }
  | { ok: false; reason: 'wrong' | 'busy' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }

export type Accounts = ReturnType<typeof openAccounts>

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

export function openAccounts(dataDir: string, now: () => number = Date.now) {
  const db = openPrivateDatabase(dataDir, CMS_DATABASE_FILE)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  const version = db.pragma('user_version', { simple: true }) as number
  for (const [index, sql] of ACCOUNT_MIGRATIONS.entries()) {
    if (index < version) continue
    db.transaction(() => {
      db.exec(sql)
      db.pragma(`user_version = ${index + 1}`)
    })()
  }
  db.prepare('INSERT OR IGNORE INTO server_keys (name, secret) VALUES (?, ?)').run(
    DEVICE_KEY,
    randomBytes(32),
  )
  const deviceKey = db
    .prepare<[string], { secret: Buffer }>('SELECT secret FROM server_keys WHERE name = ?')
    .get(DEVICE_KEY)
  if (!deviceKey) throw new Error('the known devices key cannot be read')
  const devices = knownDevices(deviceKey.secret, now)
  const limits = signInLimits(db, now)
  const lanes = checkLanes()
  // Compared against when the name is unknown, so that both answers take the same time.
  const decoy = hashPassword(randomBytes(16).toString('hex'))
  const roleOf = db.prepare<[string], { role: Role }>('SELECT role FROM editors WHERE name = ?')
  const list = (): Account[] =>
    db.prepare<[], Account>('SELECT name, role FROM editors ORDER BY name').all()

  return {
    async add(name: string, password: string, role?: Role): Promise<Role> {
      if (!EDITOR_NAME.test(name)) {
        throw new Error(
          'A name is 2 to 32 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit.',
        )
      }
      const weakness = await passwordWeakness(password, [name])
      if (weakness) throw new Error(weakness)
      const hash = await hashPassword(password)
      db.transaction(() => {
        db.prepare(
          `INSERT INTO editors (name, password_hash, created_at, role) VALUES (?, ?, ?, ?)
           ON CONFLICT (name) DO UPDATE SET password_hash = excluded.password_hash,
             role = coalesce(?, role)`,
        ).run(name, hash, new Date(now()).toISOString(), role ?? 'editor', role ?? null)
        // A new password ends every session signed in with the old one.
        db.prepare('DELETE FROM sessions WHERE editor = ?').run(name)
      })()
      return roleOf.get(name)?.role ?? 'editor'
    },

    remove(name: string): boolean {
      return db.prepare('DELETE FROM editors WHERE name = ?').run(name).changes > 0
    },

    names(): string[] {
      return list().map((account) => account.name)
    },

    list,

    /** Locked tries are answered before hashing; otherwise the work is the same for any name. */
    async signIn(
      typedName: string,
      password: string,
      address: string,
      deviceCookie?: string,
    ): Promise<SignInResult> {
      const name = typedName.toLowerCase()
      if (!EDITOR_NAME.test(name)) return { ok: false, reason: 'wrong' }
      const device = devices.read(deviceCookie)
      const client = clientNetwork(address)
      const tried: TryKeys =
        device?.name === name
          ? { kind: 'device', name, id: device.id }
          : { kind: 'stranger', name, client }
      const locked = (): SignInResult | undefined => {
        const wait = limits.lockedFor(tried)
        if (wait <= 0) return undefined
        return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil(wait / 1000) }
      }
      const lockedBefore = locked()
      if (lockedBefore) return lockedBefore
      const release = tried.kind === 'device' ? await lanes.device(tried.id) : lanes.stranger(name)
      if (!release) return { ok: false, reason: 'busy' }
      let matches: boolean
      const row = db
        .prepare<[string], { password_hash: string }>(
          'SELECT password_hash FROM editors WHERE name = ?',
        )
        .get(name)
      try {
        // A device's misses may have come in while it waited its turn.
        const lockedNow = tried.kind === 'device' ? locked() : undefined
        if (lockedNow) return lockedNow
        matches = await passwordMatches(password, row?.password_hash ?? (await decoy))
      } finally {
        release()
      }
      if (!row || !matches) {
        limits.miss(tried)
        return { ok: false, reason: 'wrong' }
      }
      const token = randomBytes(32).toString('base64url')
      const at = now()
      db.transaction(() => {
        db.prepare(
          'INSERT INTO sessions (token_hash, editor, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
        ).run(tokenHash(token), name, at, at)
        limits.signedIn(name, client, tried.kind === 'device' ? tried.id : undefined)
      })()
      return { ok: true, editor: name, token, device: devices.issue(name) }
    },

    unlock(typedName: string): void {
      limits.unlock(typedName.toLowerCase())
    },

    session(token: string | undefined): Account | undefined {
      if (!token) return undefined
      const hash = tokenHash(token)
      const row = db
        .prepare<[string], { name: string; role: Role; created_at: number; last_seen_at: number }>(
          `SELECT sessions.editor AS name, editors.role, sessions.created_at, sessions.last_seen_at
           FROM sessions JOIN editors ON editors.name = sessions.editor
           WHERE sessions.token_hash = ?`,
        )
        .get(hash)
      if (!row) return undefined
      const at = now()
      if (at - row.last_seen_at > SESSION_IDLE_MS || at - row.created_at > SESSION_MAX_MS) {
        db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hash)
        return undefined
      }
      db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(at, hash)
      return { name: row.name, role: row.role }
    },

    signOut(token: string | undefined): void {
      if (token) db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash(token))
    },

    backup(file: string): Promise<void> {
      return backupPrivately(db, file)
    },

    close(): void {
      db.close()
    },
  }
}

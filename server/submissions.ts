import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { leadInbox } from './lead-inbox'
import type { PhotoFormat } from './photo-format'
import { backupPrivately, openPrivateDatabase } from './private-database'

export type Lead = {
  id: string
  createdAt: string
  name: string
  email: string
  phone: string
  comment: string
  /** Where the lead came from: the page before the form, the site that sent the visitor, the
   *  visit's first page and its UTM parameters (each '' when unknown). */
  page: string
  referrer: string
  landingPage: string
  utm: string
  /** Which service (a service page's slug, "not-sure" or '') and how urgent ('' when not said). */
  service: string
  urgency: string
}

/** A visitor's photo as kept: re-encoded, without metadata, with a small copy for lists. */
export type StoredPhoto = {
  format: PhotoFormat
  width: number
  height: number
  bytes: Buffer
  thumbnail: Buffer
}

/** A photo as a lead's record lists it (the pictures themselves stay in the database). */
export type PhotoInfo = { id: string; width: number; height: number; size: number; type: string }

export type LeadInput = Omit<Lead, 'id' | 'createdAt'>
/** `spam`: why the post was judged spam (kept in the Spam folder, not e-mailed). */
export type SaveOptions = { notify: boolean; spam?: string; photos?: readonly StoredPhoto[] }
export type LeadMeta = { ip: string; userAgent: string }
export type PendingNotification = {
  leadId: string
  attempts: number
  lead: Lead
  photos: { type: string; bytes: Buffer }[]
}

/** Each entry runs once, in order; PRAGMA user_version records how far a database has come. */
const migrations = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     comment TEXT NOT NULL,
     ip_hash TEXT NOT NULL,
     user_agent TEXT NOT NULL
   );
   CREATE INDEX leads_created_at ON leads (created_at);
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE outbox (
     lead_id TEXT PRIMARY KEY REFERENCES leads (id),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);`,
  `ALTER TABLE leads ADD COLUMN page TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN referrer TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN landing_page TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN utm TEXT NOT NULL DEFAULT '';`,
  // The owner's inbox (server/lead-inbox.ts): a status, when it was opened, and why it was judged
  // spam (NULL: in the inbox); private notes; the history of every change (lead_id NULL: a deleted
  // lead, of which only the deletion is kept).
  `ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
   ALTER TABLE leads ADD COLUMN opened_at TEXT;
   ALTER TABLE leads ADD COLUMN spam TEXT;
   CREATE INDEX leads_folder ON leads (spam, created_at);
   CREATE TABLE lead_notes (
     id INTEGER PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     editor TEXT NOT NULL,
     text TEXT NOT NULL
   );
   CREATE INDEX lead_notes_lead ON lead_notes (lead_id);
   CREATE TABLE lead_history (
     id INTEGER PRIMARY KEY,
     lead_id TEXT REFERENCES leads (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     editor TEXT NOT NULL,
     what TEXT NOT NULL
   );
   CREATE INDEX lead_history_lead ON lead_history (lead_id);`,
  // A quote request's extras: which service, how urgent, and the visitor's photos, kept with the
  // lead in the same database (one transaction keeps them together, one backup copies them, a
  // deleted lead takes them along).
  `ALTER TABLE leads ADD COLUMN service TEXT NOT NULL DEFAULT '';
   ALTER TABLE leads ADD COLUMN urgency TEXT NOT NULL DEFAULT '';
   CREATE TABLE lead_photos (
     id TEXT PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     type TEXT NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     bytes BLOB NOT NULL,
     thumbnail BLOB NOT NULL
   );
   CREATE INDEX lead_photos_lead ON lead_photos (lead_id, position);`,
]

export const DATABASE_FILE = 'leads.sqlite'

/** Selected as a Lead: the columns with their snake_case names given the Lead's own. */
const LEAD_COLUMNS =
  'l.id, l.created_at AS createdAt, l.name, l.email, l.phone, l.comment, l.page, l.referrer, l.landing_page AS landingPage, l.utm, l.service, l.urgency'

/**
 * The leads store. WAL with synchronous=FULL: when saveLead returns, the lead is on disk, so the
 * visitor is only told "sent" for a lead that survives a crash or power cut.
 */
export function openSubmissions(dataDir: string) {
  // Leads are personal data: the folder and the files are the server's user's alone.
  const db = openPrivateDatabase(dataDir, DATABASE_FILE)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  // A deleted lead's words are overwritten, not left in free pages (privacy requests).
  db.pragma('secure_delete = ON')

  const version = Number(db.pragma('user_version', { simple: true }))
  db.transaction(() => {
    for (const [index, sql] of migrations.entries()) {
      if (index < version) continue
      db.exec(sql)
      db.pragma(`user_version = ${index + 1}`)
    }
  })()

  const saltRow = db
    .prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'ip_salt'")
    .get()
  const salt = saltRow?.value ?? randomBytes(32).toString('hex')
  if (!saltRow) db.prepare("INSERT INTO settings (key, value) VALUES ('ip_salt', ?)").run(salt)

  const insertLead = db.prepare(
    `INSERT INTO leads (id, created_at, name, email, phone, comment, page, referrer, landing_page,
                        utm, service, urgency, ip_hash, user_agent, spam)
     VALUES (@id, @createdAt, @name, @email, @phone, @comment, @page, @referrer, @landingPage,
             @utm, @service, @urgency, @ipHash, @userAgent, @spam)`,
  )
  const writeProbe = db.prepare(
    "INSERT INTO settings (key, value) VALUES ('health_probe', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  )
  const insertOutbox = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)')
  const selectLeads = db.prepare<[number], Lead>(
    `SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.spam IS NULL OR ?
     ORDER BY l.created_at DESC, l.rowid DESC`,
  )
  const selectDue = db.prepare<[string, number], Lead & { attempts: number }>(
    `SELECT ${LEAD_COLUMNS}, o.attempts
       FROM outbox o JOIN leads l ON l.id = o.lead_id
      WHERE o.sent_at IS NULL AND o.next_attempt_at <= ?
      ORDER BY o.next_attempt_at LIMIT ?`,
  )
  const markSent = db.prepare(
    'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE lead_id = ?',
  )
  const markFailed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE lead_id = ?',
  )

  const insertPhoto = db.prepare(
    `INSERT INTO lead_photos (id, lead_id, position, type, width, height, bytes, thumbnail)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const selectPhotos = db.prepare<[string], PhotoInfo>(
    `SELECT id, width, height, length(bytes) AS size, type FROM lead_photos
      WHERE lead_id = ? ORDER BY position`,
  )
  const selectPhotoBytes = db.prepare<[string], { type: string; bytes: Buffer }>(
    'SELECT type, bytes FROM lead_photos WHERE lead_id = ? ORDER BY position',
  )
  const save = db.transaction((lead: Lead, meta: LeadMeta, options: SaveOptions) => {
    insertLead.run({
      ...lead,
      ipHash: hashIp(salt, meta.ip),
      userAgent: meta.userAgent.slice(0, 512),
      spam: options.spam ?? null,
    })
    // The photos go in the same transaction: a lead is kept with all of them or not at all.
    for (const [position, photo] of (options.photos ?? []).entries()) {
      insertPhoto.run(
        randomBytes(16).toString('base64url'),
        lead.id,
        position,
        `image/${photo.format}`,
        photo.width,
        photo.height,
        photo.bytes,
        photo.thumbnail,
      )
    }
    // Spam is kept, never e-mailed: "Not spam" queues its e-mail then.
    if (options.notify && !options.spam) insertOutbox.run(lead.id, lead.createdAt)
  })

  return {
    /** Commits the lead (and its e-mail to send, when notifications are on) before returning. */
    saveLead(input: LeadInput, meta: LeadMeta, options: SaveOptions): Lead {
      const lead: Lead = { id: randomUUID(), createdAt: new Date().toISOString(), ...input }
      save(lead, meta, options)
      return lead
    },
    /** The inbox's leads, newest first; with `spam`, the spam folder's too. */
    listLeads(options: { spam?: boolean } = {}): Lead[] {
      return selectLeads.all(options.spam ? 1 : 0)
    },
    /** A lead's photos, as listed (the pictures stay here; photo() reads one). */
    photosOf(leadId: string): PhotoInfo[] {
      return selectPhotos.all(leadId)
    },
    /** One photo of a lead, full size or its thumbnail; undefined when there is none such. */
    photo(leadId: string, photoId: string, size: 'full' | 'thumbnail') {
      return db
        .prepare<[string, string], { type: string; bytes: Buffer }>(
          `SELECT ${size === 'full' ? 'type, bytes' : "'image/webp' AS type, thumbnail AS bytes"}
             FROM lead_photos WHERE lead_id = ? AND id = ?`,
        )
        .get(leadId, photoId)
    },
    /** The owner's inbox: statuses, notes, history, spam, sources, deletion. */
    inbox: leadInbox(db),
    /** A real committed write, for the health check: proves the disk takes one now. */
    probeWrite(): void {
      writeProbe.run(new Date().toISOString())
    },
    /** A consistent copy of the live database (SQLite's online backup), safe while posts arrive. */
    backup(file: string): Promise<void> {
      return backupPrivately(db, file)
    },
    dueNotifications(now: Date, limit = 20): PendingNotification[] {
      return selectDue.all(now.toISOString(), limit).map(({ attempts, ...row }) => ({
        leadId: row.id,
        attempts,
        lead: row,
        photos: selectPhotoBytes.all(row.id),
      }))
    },
    markNotificationSent(leadId: string, at: Date): void {
      markSent.run(at.toISOString(), leadId)
    },
    markNotificationFailed(leadId: string, error: string, retryAt: Date): void {
      markFailed.run(retryAt.toISOString(), error.slice(0, 1000), leadId)
    },
    /** Raw rows, for tests and abuse review. */
    leadMeta(leadId: string) {
      return db
        .prepare<[string], { ip_hash: string; user_agent: string }>(
          'SELECT ip_hash, user_agent FROM leads WHERE id = ?',
        )
        .get(leadId)
    },
    close(): void {
      if (db.open) db.close()
    },
  }
}

export type Submissions = ReturnType<typeof openSubmissions>

/** The client IP is kept only as a salted hash: enough to spot abuse, never the address. */
function hashIp(salt: string, ip: string): string {
  return createHash('sha256').update(`${salt}:${ip}`).digest('hex')
}

import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { clientNetwork } from '../site/client-network'
import { ALERTS_MIGRATION, QUEUE_LEAD_PUSH, alertQueries } from '../alerts/alert-queries'
import { VISIT_MAIL_MIGRATION } from '../visits/visit-mail-outbox'
import { visitMailQueries } from '../visits/visit-mail-queries'
import { VISITS_MIGRATION, type VisitOutcome, visitQueries } from '../visits/visit-queries'
import { inboxQueries } from './inbox-queries'
import { backupPrivately, openPrivateDatabase } from './private-database'
import type {
  Lead,
  LeadInput,
  LeadMeta,
  PendingNotification,
  PhotoInfo,
  SaveOptions,
} from './types'

/** Past it the oldest spam goes first, so a flood of spam cannot fill the disk. */
const SPAM_FOLDER_MAX_BYTES = 50 * 1024 * 1024
export type StoreLimits = { spamFolderMaxBytes: number }

const WORD_BYTES = ['name', 'email', 'phone', 'comment', 'page', 'referrer', 'landing_page', 'utm']
  .map((column) => `length(CAST(${column} AS BLOB))`)
  .join(' + ')

// Each step runs once, in order; PRAGMA user_version records how far a database has come.
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
  // The inbox: status, notes, history (lead_id NULL: a deleted lead, of which only that is kept).
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
  // Photos live in the same database: one transaction, one backup, and a deletion takes them along.
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
  // Bounded disk: what each lead takes, and the photo bytes kept today per client (salted hash).
  `ALTER TABLE leads ADD COLUMN photo_note TEXT;
   ALTER TABLE leads ADD COLUMN stored_bytes INTEGER NOT NULL DEFAULT 0;
   UPDATE leads SET stored_bytes = ${WORD_BYTES}
     + coalesce((SELECT sum(length(bytes) + length(thumbnail)) FROM lead_photos p
                  WHERE p.lead_id = leads.id), 0)
    WHERE spam IS NOT NULL;
   CREATE INDEX leads_spam_size ON leads (created_at, stored_bytes) WHERE spam IS NOT NULL;
   CREATE TABLE photo_quota (
     client_hash TEXT NOT NULL,
     day TEXT NOT NULL,
     bytes INTEGER NOT NULL,
     PRIMARY KEY (client_hash, day)
   ) WITHOUT ROWID;`,
  // Push alerts to the owner's devices, escalations and their outbox (server/alerts/).
  ALERTS_MIGRATION,
  // The response clock; a lead already moved on from New was answered then, as its history says.
  `ALTER TABLE leads ADD COLUMN first_answer_at TEXT;
   ALTER TABLE leads ADD COLUMN first_answer_via TEXT;
   UPDATE leads SET first_answer_via = 'status', first_answer_at =
     (SELECT min(h.at) FROM lead_history h WHERE h.lead_id = leads.id AND h.what LIKE 'Status New → %')
    WHERE EXISTS
     (SELECT 1 FROM lead_history h WHERE h.lead_id = leads.id AND h.what LIKE 'Status New → %');`,
  // Visit windows: the owner's availability (a settings row) and each lead's booked window.
  VISITS_MIGRATION,
  // The property's street address, asked for with a visit window and kept when the window is not.
  `ALTER TABLE leads ADD COLUMN address TEXT NOT NULL DEFAULT '';`,
  // The visitor's e-mails about a visit, queued with the owner's confirm, move or decline.
  VISIT_MAIL_MIGRATION,
  // The inbox's unopened leads (its count, the emergencies on top) without reading every lead.
  `CREATE INDEX IF NOT EXISTS leads_unopened ON leads (created_at) WHERE opened_at IS NULL AND spam IS NULL;`,
]

export const DATABASE_FILE = 'leads.sqlite'

const LEAD_COLUMNS =
  'l.id, l.created_at AS createdAt, l.name, l.email, l.phone, l.comment, l.page, l.referrer, l.landing_page AS landingPage, l.utm, l.service, l.urgency, l.address'

/** synchronous=FULL: the visitor is told "sent" only for a lead that survives a power cut. */
export function openLeadStore(
  dataDir: string,
  limits: StoreLimits = { spamFolderMaxBytes: SPAM_FOLDER_MAX_BYTES },
) {
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
                        utm, service, urgency, address, ip_hash, user_agent, spam,
                        photo_note, stored_bytes)
     VALUES (@id, @createdAt, @name, @email, @phone, @comment, @page, @referrer, @landingPage,
             @utm, @service, @urgency, @address, @ipHash, @userAgent, @spam, @photoNote, @storedBytes)`,
  )
  const writeProbe = db.prepare(
    "INSERT INTO settings (key, value) VALUES ('health_probe', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  )
  const insertOutbox = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)')
  const queuePush = db.prepare(QUEUE_LEAD_PUSH)
  const selectLeads = db.prepare<[number], Lead>(
    `SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.spam IS NULL OR ?
     ORDER BY l.created_at DESC, l.rowid DESC`,
  )
  const selectDue = db.prepare<
    [string, number],
    Lead & { attempts: number; photoNote: string | null }
  >(
    `SELECT ${LEAD_COLUMNS}, o.attempts, l.photo_note AS photoNote
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
  // By `alerts`, as the push alerts write theirs (server/alerts/alert-queries.ts).
  const recordAlertHistory = db.prepare(
    `INSERT INTO lead_history (lead_id, at, editor, what)
     SELECT ?, ?, 'alerts', ? WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?)`,
  )
  const alertHistory = (leadId: string, at: Date, what: string | undefined) => {
    if (what) recordAlertHistory.run(leadId, at.toISOString(), what, leadId)
  }

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
  const spamFolderBytes = db.prepare<[], { bytes: number | null }>(
    'SELECT sum(stored_bytes) AS bytes FROM leads WHERE spam IS NOT NULL',
  )
  const oldestSpam = db.prepare<[string], { id: string; bytes: number }>(
    `SELECT id, stored_bytes AS bytes FROM leads WHERE spam IS NOT NULL AND id != ?
      ORDER BY created_at, rowid LIMIT 100`,
  )
  const deleteOutbox = db.prepare('DELETE FROM outbox WHERE lead_id = ?')
  const deleteLead = db.prepare('DELETE FROM leads WHERE id = ?')
  function trimSpamFolder(keep: string) {
    let bytes = spamFolderBytes.get()?.bytes ?? 0
    while (bytes > limits.spamFolderMaxBytes) {
      const oldest = oldestSpam.all(keep)
      if (oldest.length === 0) return
      for (const { id, bytes: size } of oldest) {
        if (bytes <= limits.spamFolderMaxBytes) return
        deleteOutbox.run(id)
        deleteLead.run(id)
        bytes -= size
      }
    }
  }

  const photoBytesOn = db.prepare<[string, string], { bytes: number }>(
    'SELECT bytes FROM photo_quota WHERE client_hash = ? AND day = ?',
  )
  const addPhotoBytes = db.prepare(
    `INSERT INTO photo_quota (client_hash, day, bytes) VALUES (?, ?, ?)
     ON CONFLICT (client_hash, day) DO UPDATE SET bytes = bytes + excluded.bytes`,
  )
  const forgetPhotoBytesBefore = db.prepare('DELETE FROM photo_quota WHERE day < ?')
  const clientHash = (ip: string) => hashIp(salt, clientNetwork(ip))

  const visits = visitQueries(db)
  const save = db.transaction((lead: Lead, meta: LeadMeta, options: SaveOptions) => {
    const photos = options.photos ?? []
    const photoBytes = photos.reduce(
      (sum, photo) => sum + photo.bytes.length + photo.thumbnail.length,
      0,
    )
    const wordBytes = [
      lead.name,
      lead.email,
      lead.phone,
      lead.comment,
      lead.page,
      lead.referrer,
      lead.landingPage,
      lead.utm,
      lead.address,
    ].reduce((sum, words) => sum + Buffer.byteLength(words), 0)
    insertLead.run({
      ...lead,
      ipHash: hashIp(salt, meta.ip),
      userAgent: meta.userAgent.slice(0, 512),
      spam: options.spam ?? null,
      photoNote: options.photoNote ?? null,
      storedBytes: wordBytes + photoBytes,
    })
    if (photoBytes > 0) {
      const day = dayOf(lead.createdAt)
      forgetPhotoBytesBefore.run(day)
      addPhotoBytes.run(clientHash(meta.ip), day, photoBytes)
    }
    if (options.spam) trimSpamFolder(lead.id)
    // The photos go in the same transaction: a lead is kept with all of them or not at all.
    for (const [position, photo] of photos.entries()) {
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
    // Pushed to the devices there are now, queued with the lead: a crash cannot keep one and lose the other.
    if (!options.spam) queuePush.run(lead.id, lead.createdAt)
    // The window's place is taken with the lead: both are kept, or neither.
    return options.visit === undefined
      ? undefined
      : visits.book(lead.id, options.visit, new Date(lead.createdAt), Boolean(options.spam))
  })

  const inbox = inboxQueries(db)
  return {
    /** With `options.visit`, `visit` says whether the window was booked; the lead is kept either way. */
    saveLead(input: LeadInput, meta: LeadMeta, options: SaveOptions): SavedLead {
      const lead: Lead = { id: randomUUID(), createdAt: new Date().toISOString(), ...input }
      // IMMEDIATE: the write lock is held before a window's places are counted, so two saves in
      // two processes cannot both see its last place free.
      const visit = save.immediate(lead, meta, options)
      return visit ? { ...lead, visit } : lead
    },
    photoBytesToday(ip: string, now = new Date()): number {
      return photoBytesOn.get(clientHash(ip), dayOf(now.toISOString()))?.bytes ?? 0
    },
    listLeads(options: { spam?: boolean } = {}): Lead[] {
      return selectLeads.all(options.spam ? 1 : 0)
    },
    photosOf(leadId: string): PhotoInfo[] {
      return selectPhotos.all(leadId)
    },
    photo(leadId: string, photoId: string, size: 'full' | 'thumbnail') {
      return db
        .prepare<[string, string], { type: string; bytes: Buffer }>(
          `SELECT ${size === 'full' ? 'type, bytes' : "'image/webp' AS type, thumbnail AS bytes"}
             FROM lead_photos WHERE lead_id = ? AND id = ?`,
        )
        .get(leadId, photoId)
    },
    inbox,
    alerts: alertQueries(db, inbox.unopened),
    visits: {
      availability: visits.availability,
      setAvailability: visits.setAvailability,
      openWindows: visits.openWindows,
      visitOf: visits.visitOf,
      bookLater: visits.bookLater,
      confirm: visits.confirm,
      decline: visits.decline,
      moveTo: visits.moveTo,
      upcoming: visits.upcoming,
    },
    visitMail: visitMailQueries(db),
    /** A real committed write: proves the disk takes one now. */
    probeWrite(): void {
      writeProbe.run(new Date().toISOString())
    },
    backup(file: string): Promise<void> {
      return backupPrivately(db, file)
    },
    dueNotifications(now: Date, limit = 20): PendingNotification[] {
      return selectDue.all(now.toISOString(), limit).map(({ attempts, photoNote, ...row }) => ({
        leadId: row.id,
        attempts,
        lead: row,
        photos: selectPhotoBytes.all(row.id),
        photoNote,
      }))
    },
    /** `what`, if given, goes in the lead's history with the outbox's change. */
    markNotificationSent(leadId: string, at: Date, what?: string): void {
      db.transaction(() => {
        markSent.run(at.toISOString(), leadId)
        alertHistory(leadId, at, what)
      })()
    },
    markNotificationFailed(
      leadId: string,
      error: string,
      retryAt: Date,
      history?: { at: Date; what: string },
    ): void {
      db.transaction(() => {
        markFailed.run(retryAt.toISOString(), error.slice(0, 1000), leadId)
        if (history) alertHistory(leadId, history.at, history.what)
      })()
    },
    /** For tests and abuse review. */
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

export type LeadStore = ReturnType<typeof openLeadStore>
type SavedLead = Lead & { visit?: VisitOutcome }

const dayOf = (isoTime: string) => isoTime.slice(0, 10)

/** The client IP is kept only as a salted hash: enough to spot abuse, never the address. */
function hashIp(salt: string, ip: string): string {
  return createHash('sha256').update(`${salt}:${ip}`).digest('hex')
}

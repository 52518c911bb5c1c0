import type Database from 'better-sqlite3'
import { BUSINESS_TIME_ZONE } from '../leads/business-time'
import { type Availability, DEFAULT_AVAILABILITY, availabilitySchema } from './availability'
import { QUEUE_VISIT_MAIL, type VisitMailKind } from './visit-mail-outbox'
import { visitWhenShort } from './visit-words'
import { type NotBooked, type OpenWindow, judgeRequest, openWindows, startOfDay } from './windows'

const AVAILABILITY_KEY = 'visit_availability'
// How long after sending a visitor may still pick a window for the same message.
const LATE_BOOKING_HOURS = 24
const MINUTE_MS = 60_000

/**
 * The lead store's migration for visit windows (server/leads/store.ts appends it). It may run again
 * on a database that has it (a test rolls a version back), so each step is idempotent.
 */
export const VISITS_MIGRATION = `CREATE TABLE IF NOT EXISTS visits (
     lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
     start TEXT NOT NULL,
     "end" TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'requested'
       CHECK (status IN ('requested', 'confirmed', 'declined'))
   );
   CREATE INDEX IF NOT EXISTS visits_start ON visits (start, status);
   INSERT OR IGNORE INTO settings (key, value)
     VALUES ('${AVAILABILITY_KEY}', '${JSON.stringify(DEFAULT_AVAILABILITY).replaceAll("'", "''")}');`

export type VisitStatus = 'requested' | 'confirmed' | 'declined'
/** A lead's visit: its window as UTC instants, and where the owner has got with it. */
export type Visit = { start: string; end: string; status: VisitStatus }

/** A visit still to come, with what the owner needs to go there. */
export type UpcomingVisit = Visit & {
  leadId: string
  name: string
  phone: string
  address: string
  photos: { id: string; width: number; height: number }[]
}

/** What the owner's confirm, move or decline did: changed, left as it was, or refused and why. */
export type VisitChange =
  { outcome: 'changed' | 'unchanged'; visit: Visit } | { outcome: 'refused'; reason: VisitRefusal }

type VisitRefusal = 'no-visit' | 'declined' | NotBooked

/** What became of a requested window; when not booked, the lead is kept without one. */
export type VisitOutcome =
  | { booked: true; window: OpenWindow }
  | { booked: false; reason: NotBooked | 'spam'; open: OpenWindow[] }

const HISTORY: Record<VisitMailKind, string> = {
  confirmed: 'Visit confirmed',
  moved: 'Visit moved to',
  declined: 'Visit declined',
}

// An unreadable stored value offers no window rather than guessing at the owner's hours.
const NO_WINDOWS: Availability = { ...DEFAULT_AVAILABILITY, hours: [] }

export function visitQueries(db: Database.Database, timeZone: string = BUSINESS_TIME_ZONE) {
  const selectAvailability = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE key = ?',
  )
  const writeAvailability = db.prepare(
    `INSERT INTO settings (key, value) VALUES (?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  )
  // A declined visit gives its place back.
  const selectTaken = db.prepare<[string], { start: string; taken: number }>(
    `SELECT start, count(*) AS taken FROM visits
      WHERE start > ? AND status != 'declined' GROUP BY start`,
  )
  const insertVisit = db.prepare(
    `INSERT INTO visits (lead_id, start, "end", status) VALUES (?, ?, ?, 'requested')`,
  )
  const selectVisit = db.prepare<[string], Visit>(
    'SELECT start, "end" AS "end", status FROM visits WHERE lead_id = ?',
  )
  const setStatus = db.prepare('UPDATE visits SET status = ? WHERE lead_id = ?')
  const placeVisit = db.prepare(
    `INSERT INTO visits (lead_id, start, "end", status) VALUES (@leadId, @start, @end, 'confirmed')
     ON CONFLICT (lead_id) DO UPDATE SET start = excluded.start, "end" = excluded."end",
       status = 'confirmed'`,
  )
  const recordHistory = db.prepare(
    'INSERT INTO lead_history (lead_id, at, editor, what) VALUES (?, ?, ?, ?)',
  )
  const queueMail = db.prepare(QUEUE_VISIT_MAIL)
  const isInbox = db.prepare<[string], { id: string }>(
    'SELECT id FROM leads WHERE id = ? AND spam IS NULL',
  )
  const selectUpcoming = db.prepare<[string], Omit<UpcomingVisit, 'photos'>>(
    `SELECT v.lead_id AS leadId, v.start, v."end" AS "end", v.status, l.name, l.phone, l.address
       FROM visits v JOIN leads l ON l.id = v.lead_id
      WHERE v.status != 'declined' AND v.start >= ? AND l.spam IS NULL
      ORDER BY v.start, l.created_at`,
  )
  const selectPhotos = db.prepare<[string], UpcomingVisit['photos'][number]>(
    'SELECT id, width, height FROM lead_photos WHERE lead_id = ? ORDER BY position',
  )

  // A lead that may still pick a window: kept (not spam), recent, and without one.
  const selectBookable = db.prepare<[string, string], { id: string }>(
    `SELECT l.id FROM leads l
      WHERE l.id = ? AND l.spam IS NULL AND l.created_at > ?
        AND NOT EXISTS (SELECT 1 FROM visits v WHERE v.lead_id = l.id)`,
  )

  // data_version moves when another connection commits; total_changes() with this one's writes.
  const selectDataVersion = db.prepare<[], number>('PRAGMA data_version').pluck()
  const selectChanges = db.prepare<[], number>('SELECT total_changes()').pluck()
  let counted: { key: string; windows: readonly OpenWindow[] } | undefined

  function availability(): Availability {
    const row = selectAvailability.get(AVAILABILITY_KEY)
    if (!row) return DEFAULT_AVAILABILITY
    try {
      const parsed = availabilitySchema.safeParse(JSON.parse(row.value))
      return parsed.success ? parsed.data : NO_WINDOWS
    } catch {
      return NO_WINDOWS
    }
  }
  const taken = (now: Date) =>
    new Map(selectTaken.all(now.toISOString()).map((row) => [row.start, row.taken]))

  function book(leadId: string, requested: string, now: Date, spam: boolean): VisitOutcome {
    const current = availability()
    const counts = taken(now)
    const judged = spam
      ? { reason: 'spam' as const }
      : judgeRequest(requested, current, counts, now, timeZone)
    if ('reason' in judged)
      return {
        booked: false,
        reason: judged.reason,
        open: openWindows(current, counts, now, timeZone),
      }
    insertVisit.run(leadId, judged.window.start, judged.window.end)
    return {
      booked: true,
      window: { ...judged.window, placesLeft: judged.window.placesLeft - 1 },
    }
  }

  const bookLater = db.transaction((leadId: string, requested: string, now: Date) => {
    const since = new Date(now.getTime() - LATE_BOOKING_HOURS * 60 * 60_000).toISOString()
    return selectBookable.get(leadId, since) ? book(leadId, requested, now, false) : undefined
  })

  /** The history line and the visitor's e-mail go with the change, in its transaction. */
  function tell(leadId: string, kind: VisitMailKind, visit: Visit, editor: string, at: Date) {
    const when = visitWhenShort(visit)
    recordHistory.run(leadId, at.toISOString(), editor, `${HISTORY[kind]}: ${when}`)
    queueMail.run({ leadId, kind, start: visit.start, end: visit.end, at: at.toISOString() })
  }

  const confirm = db.transaction((leadId: string, editor: string, at: Date): VisitChange => {
    const visit = selectVisit.get(leadId)
    if (!visit || !isInbox.get(leadId)) return { outcome: 'refused', reason: 'no-visit' }
    if (visit.status === 'declined') return { outcome: 'refused', reason: 'declined' }
    if (visit.status === 'confirmed') return { outcome: 'unchanged', visit }
    setStatus.run('confirmed', leadId)
    tell(leadId, 'confirmed', visit, editor, at)
    return { outcome: 'changed', visit: { ...visit, status: 'confirmed' } }
  })

  const decline = db.transaction((leadId: string, editor: string, at: Date): VisitChange => {
    const visit = selectVisit.get(leadId)
    if (!visit || !isInbox.get(leadId)) return { outcome: 'refused', reason: 'no-visit' }
    if (visit.status === 'declined') return { outcome: 'unchanged', visit }
    setStatus.run('declined', leadId)
    tell(leadId, 'declined', visit, editor, at)
    return { outcome: 'changed', visit: { ...visit, status: 'declined' } }
  })

  const moveTo = db.transaction(
    (leadId: string, local: string, editor: string, now: Date): VisitChange => {
      if (!isInbox.get(leadId)) return { outcome: 'refused', reason: 'no-visit' }
      const current = selectVisit.get(leadId)
      // The lead's own place is free for it: moving within a window of two places is no clash.
      const counts = taken(now)
      if (current && current.status !== 'declined') {
        counts.set(current.start, (counts.get(current.start) ?? 1) - 1)
      }
      const judged = judgeRequest(local, availability(), counts, now, timeZone)
      if ('reason' in judged) return { outcome: 'refused', reason: judged.reason }
      const visit: Visit = {
        start: judged.window.start,
        end: judged.window.end,
        status: 'confirmed',
      }
      if (current?.start === visit.start && current.status === 'confirmed') {
        return { outcome: 'unchanged', visit }
      }
      placeVisit.run({ leadId, start: visit.start, end: visit.end })
      tell(leadId, current?.start === visit.start ? 'confirmed' : 'moved', visit, editor, now)
      return { outcome: 'changed', visit }
    },
  )

  return {
    availability,
    setAvailability(next: Availability): void {
      writeAvailability.run(AVAILABILITY_KEY, JSON.stringify(availabilitySchema.parse(next)))
    },
    /**
     * The same array until the database is written (by this process or another) or a minute
     * passes: /contact asks on every request, and the windows are costly to count on the clock.
     */
    openWindows(now = new Date()): readonly OpenWindow[] {
      const key = `${String(selectDataVersion.get())} ${selectChanges.get()} ${Math.floor(now.getTime() / MINUTE_MS)}`
      if (counted?.key !== key)
        counted = { key, windows: openWindows(availability(), taken(now), now, timeZone) }
      return counted.windows
    },
    visitOf(leadId: string): Visit | null {
      return selectVisit.get(leadId) ?? null
    },
    /** Confirms a requested visit; a confirmed one is left as it is, and nothing is sent again. */
    confirm(leadId: string, editor: string, now = new Date()): VisitChange {
      return confirm.immediate(leadId, editor, now)
    },
    /** Declines the visit and gives its place back. */
    decline(leadId: string, editor: string, now = new Date()): VisitChange {
      return decline.immediate(leadId, editor, now)
    },
    /**
     * The owner's "Offer another time": books the open window `local` names, confirmed, and gives
     * the old place back. IMMEDIATE: the places are counted under the write lock, as a booking's.
     */
    moveTo(leadId: string, local: string, editor: string, now = new Date()): VisitChange {
      return moveTo.immediate(leadId, local, editor, now)
    },
    /** Requested and confirmed visits from the start of the business's today, earliest first. */
    upcoming(now = new Date()): UpcomingVisit[] {
      return selectUpcoming
        .all(startOfDay(now, timeZone).toISOString())
        .map((visit) => ({ ...visit, photos: selectPhotos.all(visit.leadId) }))
    },
    /**
     * Only inside the lead's save, a transaction that already holds the write lock: the places
     * counted here cannot change before it commits.
     */
    book,
    /**
     * A window for a lead sent without one, because the one picked was taken meanwhile; undefined
     * when that lead cannot take one (unknown, spam, old, or it has one). Under the write lock.
     */
    bookLater: (leadId: string, requested: string, now = new Date()) =>
      bookLater.immediate(leadId, requested, now),
  }
}

export type VisitQueries = ReturnType<typeof visitQueries>

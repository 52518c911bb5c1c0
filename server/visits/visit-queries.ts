import type Database from 'better-sqlite3'
import { BUSINESS_TIME_ZONE } from '../leads/business-time'
import { type Availability, DEFAULT_AVAILABILITY, availabilitySchema } from './availability'
import { type NotBooked, type OpenWindow, judgeRequest, openWindows } from './windows'

const AVAILABILITY_KEY = 'visit_availability'
// How long after sending a visitor may still pick a window for the same message.
const LATE_BOOKING_HOURS = 24

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

type VisitStatus = 'requested' | 'confirmed' | 'declined'
/** A lead's visit: its window as UTC instants, and where the owner has got with it. */
export type Visit = { start: string; end: string; status: VisitStatus }

/** What became of a requested window; when not booked, the lead is kept without one. */
export type VisitOutcome =
  | { booked: true; window: OpenWindow }
  | { booked: false; reason: NotBooked | 'spam'; open: OpenWindow[] }

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

  // A lead that may still pick a window: kept (not spam), recent, and without one.
  const selectBookable = db.prepare<[string, string], { id: string }>(
    `SELECT l.id FROM leads l
      WHERE l.id = ? AND l.spam IS NULL AND l.created_at > ?
        AND NOT EXISTS (SELECT 1 FROM visits v WHERE v.lead_id = l.id)`,
  )

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

  return {
    availability,
    setAvailability(next: Availability): void {
      writeAvailability.run(AVAILABILITY_KEY, JSON.stringify(availabilitySchema.parse(next)))
    },
    openWindows(now = new Date()): OpenWindow[] {
      return openWindows(availability(), taken(now), now, timeZone)
    },
    visitOf(leadId: string): Visit | null {
      return selectVisit.get(leadId) ?? null
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

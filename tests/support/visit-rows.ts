import Database from 'better-sqlite3'
import path from 'node:path'
import { DATABASE_FILE } from '../../server/leads/store'
import { QUEUE_VISIT_MAIL, type VisitMailKind } from '../../server/visits/visit-mail-outbox'

/**
 * What the owner's visit actions write, written here by hand: a visit's status and its queued
 * e-mail, on a second connection to the lead store's database.
 */
export function visitRows(dataDir: string) {
  const db = new Database(path.join(dataDir, DATABASE_FILE))
  db.pragma('busy_timeout = 5000')
  return {
    setVisit(leadId: string, window: { start: string; end: string }, status: string) {
      db.prepare(
        `INSERT INTO visits (lead_id, start, "end", status) VALUES (?, ?, ?, ?)
         ON CONFLICT (lead_id) DO UPDATE SET start = excluded.start, "end" = excluded."end",
           status = excluded.status`,
      ).run(leadId, window.start, window.end, status)
    },
    queueMail(
      leadId: string,
      kind: VisitMailKind,
      window: { start: string; end: string },
      at = new Date(),
    ) {
      db.prepare(QUEUE_VISIT_MAIL).run({ leadId, kind, ...window, at: at.toISOString() })
    },
    close: () => db.close(),
  }
}

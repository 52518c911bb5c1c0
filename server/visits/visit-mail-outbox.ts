/**
 * The visitor's e-mails about a visit (confirmed, moved to another time, declined), queued in the
 * same transaction as the owner's change so that a crash cannot keep one and lose the other.
 * `start`/`end` are the window the mail is about, as UTC instants.
 */
export const VISIT_MAIL_MIGRATION = `CREATE TABLE visit_mail_outbox (
     id INTEGER PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('confirmed', 'moved', 'declined')),
     start TEXT NOT NULL,
     "end" TEXT NOT NULL,
     queued_at TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX visit_mail_due ON visit_mail_outbox (sent_at, next_attempt_at);`

export type VisitMailKind = 'confirmed' | 'moved' | 'declined'

/** Named parameters: leadId, kind, start, end, at (queued, and the first attempt's time). */
export const QUEUE_VISIT_MAIL = `INSERT INTO visit_mail_outbox
  (lead_id, kind, start, "end", queued_at, next_attempt_at) VALUES (@leadId, @kind, @start, @end, @at, @at)`

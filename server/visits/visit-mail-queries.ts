import type Database from 'better-sqlite3'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { VisitMailKind } from './visit-mail-outbox'

const FEED_SECRET_KEY = 'calendar_feed_secret'
/** 32 random bytes, base64url: 43 characters, nothing to guess. */
const FEED_SECRET_BYTES = 32

/** A queued e-mail with what it needs: the visitor, the window, and the invitation's sequence. */
export type DueVisitMail = {
  id: number
  leadId: string
  kind: VisitMailKind
  start: string
  end: string
  attempts: number
  /** 0 for the lead's first visit e-mail, one more for each after it: calendars keep the latest. */
  sequence: number
  name: string
  email: string
  address: string
}

/** A confirmed visit as the owner's calendar feed lists it. */
export type FeedVisit = {
  leadId: string
  start: string
  end: string
  name: string
  phone: string
  email: string
  address: string
}

/** Where the lead's latest visit e-mail has got: for the owner's pages ("sent", "failing", "waiting"). */
export type VisitMailState = {
  kind: VisitMailKind
  queuedAt: string
  sentAt: string | null
  lastError: string | null
  nextAttemptAt: string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** The visitor's visit e-mails (their outbox) and the owner's calendar feed, on the lead store's database. */
export function visitMailQueries(db: Database.Database) {
  const selectDue = db.prepare<[string, number], DueVisitMail>(
    `SELECT o.id, o.lead_id AS leadId, o.kind, o.start, o."end" AS "end", o.attempts,
            (SELECT count(*) FROM visit_mail_outbox e WHERE e.lead_id = o.lead_id AND e.id < o.id)
              AS sequence,
            l.name, l.email, l.address
       FROM visit_mail_outbox o JOIN leads l ON l.id = o.lead_id
      WHERE o.sent_at IS NULL AND o.next_attempt_at <= ?
        -- A later e-mail about the same visit supersedes one still unsent: no stale time goes out.
        AND NOT EXISTS (SELECT 1 FROM visit_mail_outbox n WHERE n.lead_id = o.lead_id AND n.id > o.id)
      ORDER BY o.next_attempt_at, o.id LIMIT ?`,
  )
  const markSent = db.prepare(
    'UPDATE visit_mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
  )
  const markFailed = db.prepare(
    `UPDATE visit_mail_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?
      WHERE id = ?`,
  )
  // By `alerts`, as the owner's e-mail and the push alerts write theirs.
  const insertHistory = db.prepare(
    `INSERT INTO lead_history (lead_id, at, editor, what)
     SELECT ?, ?, 'alerts', ? WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?)`,
  )
  const selectState = db.prepare<[string], VisitMailState>(
    `SELECT kind, queued_at AS queuedAt, sent_at AS sentAt, last_error AS lastError,
            next_attempt_at AS nextAttemptAt
       FROM visit_mail_outbox WHERE lead_id = ? ORDER BY id DESC LIMIT 1`,
  )
  const selectConfirmed = db.prepare<[string], FeedVisit>(
    `SELECT v.lead_id AS leadId, v.start, v."end" AS "end", l.name, l.phone, l.email, l.address
       FROM visits v JOIN leads l ON l.id = v.lead_id
      WHERE v.status = 'confirmed' AND v."end" >= ?
      ORDER BY v.start`,
  )
  const selectSecret = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE key = ?',
  )
  const writeSecret = db.prepare(
    `INSERT INTO settings (key, value) VALUES (?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  )
  const newSecret = () => {
    const secret = randomBytes(FEED_SECRET_BYTES).toString('base64url')
    writeSecret.run(FEED_SECRET_KEY, secret)
    return secret
  }

  return {
    due(now: Date, limit = 20): DueVisitMail[] {
      return selectDue.all(now.toISOString(), limit)
    },
    markSent(id: number, leadId: string, at: Date, what: string): void {
      db.transaction(() => {
        markSent.run(at.toISOString(), id)
        insertHistory.run(leadId, at.toISOString(), what, leadId)
      })()
    },
    markFailed(id: number, leadId: string, error: string, retryAt: Date, at: Date, what: string) {
      db.transaction(() => {
        markFailed.run(retryAt.toISOString(), error.slice(0, 1000), id)
        insertHistory.run(leadId, at.toISOString(), what, leadId)
      })()
    },
    /** The latest visit e-mail of a lead, or null when none was queued. */
    stateOf(leadId: string): VisitMailState | null {
      return selectState.get(leadId) ?? null
    },
    /** Confirmed visits that end at or after `from`, soonest first. */
    confirmedSince(from: Date): FeedVisit[] {
      return selectConfirmed.all(from.toISOString())
    },
    /** The feed's secret, made the first time the owner asks for it. */
    feedSecret(): string {
      return selectSecret.get(FEED_SECRET_KEY)?.value ?? newSecret()
    },
    /** A new secret: the old feed address answers 404 from now on. */
    resetFeedSecret(): string {
      return newSecret()
    },
    /** Compared in constant time (as hashes, so the lengths match too); no secret yet matches nothing. */
    isFeedSecret(candidate: string): boolean {
      const stored = selectSecret.get(FEED_SECRET_KEY)?.value
      if (stored === undefined) return false
      return timingSafeEqual(sha256(candidate), sha256(stored))
    },
  }
}

export type VisitMailQueries = ReturnType<typeof visitMailQueries>

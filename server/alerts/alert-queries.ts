import type Database from 'better-sqlite3'
import type { Lead } from '../leads/types'

/** The lead store's migration for alerts (server/leads/store.ts appends it). */
export const ALERTS_MIGRATION = `CREATE TABLE push_subscriptions (
     endpoint TEXT PRIMARY KEY,
     p256dh TEXT NOT NULL,
     auth TEXT NOT NULL,
     account TEXT NOT NULL,
     device TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_result TEXT,
     last_result_at TEXT
   );
   CREATE TABLE alert_outbox (
     id INTEGER PRIMARY KEY,
     lead_id TEXT REFERENCES leads (id) ON DELETE CASCADE,
     kind TEXT NOT NULL,
     channel TEXT NOT NULL,
     endpoint TEXT REFERENCES push_subscriptions (endpoint) ON DELETE CASCADE,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX alert_outbox_due ON alert_outbox (sent_at, next_attempt_at);
   CREATE INDEX alert_outbox_lead ON alert_outbox (lead_id);
   CREATE TABLE lead_escalations (
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     kind TEXT NOT NULL,
     at TEXT NOT NULL,
     PRIMARY KEY (lead_id, kind)
   ) WITHOUT ROWID;
   INSERT INTO lead_escalations (lead_id, kind, at) SELECT id, 'emergency', created_at FROM leads;
   INSERT INTO lead_escalations (lead_id, kind, at) SELECT id, 'reminder', created_at FROM leads;`

/** Queues a lead's push to every device there is now, in the caller's transaction. */
export const QUEUE_LEAD_PUSH = `INSERT INTO alert_outbox (lead_id, kind, channel, endpoint, next_attempt_at)
  SELECT ?, 'new', 'push', endpoint, ? FROM push_subscriptions`

export type AlertKind = 'new' | 'emergency' | 'reminder' | 'test'
export type AlertChannel = 'push' | 'email'

export type PushSubscriptionRow = {
  endpoint: string
  p256dh: string
  auth: string
  account: string
  device: string
  createdAt: string
  lastResult: string | null
  lastResultAt: string | null
}

export type DueAlert = {
  id: number
  kind: AlertKind
  channel: AlertChannel
  attempts: number
  lead: (Lead & { status: string; openedAt: string | null }) | undefined
  subscription: PushSubscriptionRow | undefined
}

export type AlertDelays = { emergencyMinutes: number; reminderMinutes: number }
const DEFAULT_DELAYS: AlertDelays = { emergencyMinutes: 5, reminderMinutes: 15 }
/** How long after its coming a lead is still escalated: a server down for a day does not wake old leads. */
const ESCALATION_WINDOW_MS = 24 * 60 * 60_000

const SUBSCRIPTION_COLUMNS = `s.endpoint, s.p256dh, s.auth, s.account, s.device,
  s.created_at AS createdAt, s.last_result AS lastResult, s.last_result_at AS lastResultAt`
const LEAD_COLUMNS = `l.id, l.created_at AS createdAt, l.name, l.email, l.phone, l.comment, l.page,
  l.referrer, l.landing_page AS landingPage, l.utm, l.service, l.urgency, l.status,
  l.opened_at AS openedAt`

/** `unopened` counts the inbox's unopened leads (the inbox's own query), for the push's badge. */
export function alertQueries(db: Database.Database, unopened: () => number) {
  const selectDue = db.prepare<
    [string, number],
    {
      id: number
      kind: AlertKind
      channel: AlertChannel
      attempts: number
      leadId: string | null
      endpoint: string | null
    }
  >(
    `SELECT id, kind, channel, attempts, lead_id AS leadId, endpoint FROM alert_outbox
      WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  )
  const selectLead = db.prepare<[string], NonNullable<DueAlert['lead']>>(
    `SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.id = ?`,
  )
  const selectSubscription = db.prepare<[string], PushSubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM push_subscriptions s WHERE s.endpoint = ?`,
  )
  // Only a lead that is still there: a deleted lead's history keeps nothing of it.
  const recordHistory = db.prepare(
    `INSERT INTO lead_history (lead_id, at, editor, what)
     SELECT ?, ?, 'alerts', ? WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?)`,
  )
  const setting = db.prepare<[string], { value: string }>(
    'SELECT value FROM settings WHERE key = ?',
  )
  const putSetting = db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  )
  const history = (leadId: string | null, at: Date, what: string) => {
    if (leadId) recordHistory.run(leadId, at.toISOString(), what, leadId)
  }

  const delays = (): AlertDelays => ({
    emergencyMinutes:
      Number(setting.get('alert_emergency_minutes')?.value) || DEFAULT_DELAYS.emergencyMinutes,
    reminderMinutes:
      Number(setting.get('alert_reminder_minutes')?.value) || DEFAULT_DELAYS.reminderMinutes,
  })

  const queueToEveryDevice = db.prepare(
    `INSERT INTO alert_outbox (lead_id, kind, channel, endpoint, next_attempt_at)
     SELECT ?, ?, 'push', endpoint, ? FROM push_subscriptions`,
  )
  const queueEmail = db.prepare(
    `INSERT INTO alert_outbox (lead_id, kind, channel, next_attempt_at) VALUES (?, ?, 'email', ?)`,
  )
  const escalated = db.prepare(
    'INSERT INTO lead_escalations (lead_id, kind, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  )

  return {
    subscribe(subscription: Omit<PushSubscriptionRow, 'lastResult' | 'lastResultAt'>): void {
      // The same browser subscribing again keeps one row: its keys and name are the newest.
      db.prepare(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, account, device, created_at)
         VALUES (@endpoint, @p256dh, @auth, @account, @device, @createdAt)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
           account = excluded.account, device = excluded.device`,
      ).run(subscription)
    },
    subscriptions(): PushSubscriptionRow[] {
      return db
        .prepare<[], PushSubscriptionRow>(
          `SELECT ${SUBSCRIPTION_COLUMNS} FROM push_subscriptions s ORDER BY s.created_at, s.rowid`,
        )
        .all()
    },
    unsubscribe(endpoint: string): boolean {
      return (
        db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint).changes > 0
      )
    },
    queueTest(at: Date): number {
      return queueToEveryDevice.run(null, 'test', at.toISOString()).changes
    },
    /** Leads past their delay are queued once each; an opened or handled lead is not. */
    escalate(now: Date, options: { email: boolean }): number {
      const { emergencyMinutes, reminderMinutes } = delays()
      const since = new Date(now.getTime() - ESCALATION_WINDOW_MS).toISOString()
      const due = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString()
      return db.transaction(() => {
        const emergencies = db
          .prepare<[string, string], { id: string }>(
            `SELECT id FROM leads l WHERE spam IS NULL AND urgency = 'emergency' AND opened_at IS NULL
               AND created_at > ? AND created_at <= ?
               AND NOT EXISTS (SELECT 1 FROM lead_escalations e WHERE e.lead_id = l.id AND e.kind = 'emergency')`,
          )
          .all(since, due(emergencyMinutes))
        const reminders = db
          .prepare<[string, string], { id: string }>(
            `SELECT id FROM leads l WHERE spam IS NULL AND status = 'new'
               AND created_at > ? AND created_at <= ?
               AND NOT EXISTS (SELECT 1 FROM lead_escalations e WHERE e.lead_id = l.id AND e.kind = 'reminder')`,
          )
          .all(since, due(reminderMinutes))
        const at = now.toISOString()
        for (const { id } of emergencies) {
          escalated.run(id, 'emergency', at)
          queueToEveryDevice.run(id, 'emergency', at)
          if (options.email) queueEmail.run(id, 'emergency', at)
        }
        for (const { id } of reminders) {
          escalated.run(id, 'reminder', at)
          queueToEveryDevice.run(id, 'reminder', at)
        }
        return emergencies.length + reminders.length
      })()
    },
    due(now: Date, limit = 50): DueAlert[] {
      return selectDue.all(now.toISOString(), limit).map((row) => ({
        id: row.id,
        kind: row.kind,
        channel: row.channel,
        attempts: row.attempts,
        lead: row.leadId ? selectLead.get(row.leadId) : undefined,
        subscription: row.endpoint ? selectSubscription.get(row.endpoint) : undefined,
      }))
    },
    markSent(alert: DueAlert, at: Date, what: string): void {
      db.transaction(() => {
        db.prepare(
          'UPDATE alert_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
        ).run(at.toISOString(), alert.id)
        if (alert.subscription) {
          db.prepare(
            'UPDATE push_subscriptions SET last_result = ?, last_result_at = ? WHERE endpoint = ?',
          ).run('Delivered', at.toISOString(), alert.subscription.endpoint)
        }
        history(alert.lead?.id ?? null, at, what)
      })()
    },
    markFailed(alert: DueAlert, at: Date, error: string, retryAt: Date, what: string): void {
      db.transaction(() => {
        db.prepare(
          'UPDATE alert_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
        ).run(retryAt.toISOString(), error.slice(0, 500), alert.id)
        if (alert.subscription) {
          db.prepare(
            'UPDATE push_subscriptions SET last_result = ?, last_result_at = ? WHERE endpoint = ?',
          ).run(`Failed: ${error.slice(0, 200)}`, at.toISOString(), alert.subscription.endpoint)
        }
        history(alert.lead?.id ?? null, at, what)
      })()
    },
    /** Dropped for good: its device is gone, or the lead no longer needs it. */
    drop(
      alert: DueAlert,
      at: Date,
      what: string | undefined,
      options: { unsubscribe?: boolean } = {},
    ) {
      db.transaction(() => {
        db.prepare('DELETE FROM alert_outbox WHERE id = ?').run(alert.id)
        if (options.unsubscribe && alert.subscription) {
          db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(
            alert.subscription.endpoint,
          )
        }
        if (what) history(alert.lead?.id ?? null, at, what)
      })()
    },
    failingPushes(): number {
      return (
        db
          .prepare<[], { count: number }>(
            'SELECT count(*) AS count FROM alert_outbox WHERE sent_at IS NULL AND attempts > 0',
          )
          .get()?.count ?? 0
      )
    },
    delays,
    unopened,
    setDelays(value: AlertDelays): void {
      db.transaction(() => {
        putSetting.run('alert_emergency_minutes', String(value.emergencyMinutes))
        putSetting.run('alert_reminder_minutes', String(value.reminderMinutes))
      })()
    },
  }
}

export type AlertQueries = ReturnType<typeof alertQueries>

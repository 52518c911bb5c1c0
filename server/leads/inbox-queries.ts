import type Database from 'better-sqlite3'
import { QUEUE_LEAD_PUSH } from '../alerts/alert-queries'
import { dialledDigits } from '../../app/lib/phone-numbers'
import { businessDay, weekStart, weeksBefore } from './business-time'
import {
  type AnswerVia,
  type HistoryEntry,
  type InboxFilter,
  type Lead,
  type LeadDetail,
  type LeadStatus,
  type LeadSummary,
  type Note,
  type ResponseStats,
  type SourceRow,
  STATUS_LABELS,
} from './types'

export const SPAM_KEPT_DAYS = 30
export const PAGE_SIZE = 25
export const CHART_WEEKS = 13
const DAY_MS = 24 * 60 * 60_000
const UNSEEN_EMERGENCY = "(l.urgency = 'emergency' AND l.opened_at IS NULL)"

const SUMMARY_COLUMNS = `l.id, l.created_at AS createdAt, l.name, l.email, l.phone, l.comment, l.page,
  l.referrer, l.landing_page AS landingPage, l.utm, l.service, l.urgency, l.address, l.status,
  l.opened_at AS openedAt, l.spam, l.photo_note AS photoNote, l.first_answer_at AS firstAnswerAt,
  l.first_answer_via AS firstAnswerVia`

type SummaryRow = Omit<LeadSummary, 'photos'>

/** The digits a number dials without the North American +1: caller ID and a typed form agree. */
export function phoneDigits(text: string): string {
  return dialledDigits(text.replace(/^\s*\+\s*1(?=[\s.(-]*\d)/, ''))
}

const PHONE_LIKE = /^[\d\s().+/-]+$/
const PHONE_SEARCH_MIN_DIGITS = 3

function searchClause(query: string | undefined): { sql: string; params: string[] } {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)
  const escaped = words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  const sql = escaped
    .map(
      () =>
        "(lower(l.name) LIKE ? ESCAPE '\\' OR lower(l.email) LIKE ? ESCAPE '\\' OR l.phone LIKE ? ESCAPE '\\' OR lower(l.comment) LIKE ? ESCAPE '\\')",
    )
    .join(' AND ')
  const params = escaped.flatMap((word) => [word, word, word, word])
  const digits = query && PHONE_LIKE.test(query) ? phoneDigits(query) : ''
  // A number typed any way finds the lead however the visitor wrote theirs; words still match too.
  if (digits.length >= PHONE_SEARCH_MIN_DIGITS) {
    return { sql: `(phone_digits(l.phone) LIKE ? OR (${sql}))`, params: [`%${digits}%`, ...params] }
  }
  return { sql, params }
}

function whereOf(filter: InboxFilter) {
  const parts = [filter.folder === 'spam' ? 'l.spam IS NOT NULL' : 'l.spam IS NULL']
  const params: string[] = []
  if (filter.status) {
    parts.push('l.status = ?')
    params.push(filter.status)
  }
  const search = searchClause(filter.query)
  if (search.sql) {
    parts.push(search.sql)
    params.push(...search.params)
  }
  return { sql: parts.join(' AND '), params }
}

/** "utm_source=flyer&utm_campaign=spring" → "spring (flyer)"; a referring site → its host. */
export function sourceName(lead: Pick<Lead, 'referrer' | 'utm'>): string {
  const utm = new URLSearchParams(lead.utm)
  const campaign = utm.get('utm_campaign')
  const source = utm.get('utm_source')
  if (campaign) return source ? `${campaign} (${source})` : campaign
  if (source) return source
  if (lead.referrer) {
    try {
      return new URL(lead.referrer).host
    } catch {
      return lead.referrer
    }
  }
  return 'Direct or unknown'
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? 0
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2
}

const ANSWER_HISTORY: Record<Exclude<AnswerVia, 'status'>, string> = {
  call: 'First answer: tapped Call',
  text: 'First answer: tapped Text',
  reply: 'First answer: tapped Reply by e-mail',
}

export function inboxQueries(db: Database.Database) {
  db.function('phone_digits', { deterministic: true }, (phone) => phoneDigits(String(phone ?? '')))
  const selectLead = db.prepare<[string], SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM leads l WHERE l.id = ?`,
  )
  const selectPhotos = db.prepare<[string], LeadSummary['photos'][number]>(
    'SELECT id, width, height FROM lead_photos WHERE lead_id = ? ORDER BY position',
  )
  const withPhotos = (row: SummaryRow): LeadSummary => ({
    ...row,
    photos: selectPhotos.all(row.id),
  })
  const selectNotes = db.prepare<[string], Note>(
    'SELECT at, editor, text FROM lead_notes WHERE lead_id = ? ORDER BY at, id',
  )
  const selectHistory = db.prepare<[string], HistoryEntry>(
    'SELECT at, editor, what FROM lead_history WHERE lead_id = ? ORDER BY at, id',
  )
  const selectAlert = db.prepare<
    [string],
    { attempts: number; next_attempt_at: string; last_error: string | null; sent_at: string | null }
  >('SELECT attempts, next_attempt_at, last_error, sent_at FROM outbox WHERE lead_id = ?')
  const recordHistory = db.prepare(
    'INSERT INTO lead_history (lead_id, at, editor, what) VALUES (?, ?, ?, ?)',
  )
  const now = () => new Date().toISOString()

  return {
    list(filter: InboxFilter, page = 1): { leads: LeadSummary[]; total: number } {
      const where = whereOf(filter)
      const total =
        db
          .prepare<string[], { count: number }>(
            `SELECT count(*) AS count FROM leads l WHERE ${where.sql}`,
          )
          .get(...where.params)?.count ?? 0
      const offset = (Math.max(1, page) - 1) * PAGE_SIZE
      const newest = (condition: string, limit: number, skip: number) =>
        db
          .prepare<(string | number)[], SummaryRow>(
            `SELECT ${SUMMARY_COLUMNS} FROM leads l WHERE ${where.sql} AND ${condition}
             ORDER BY l.created_at DESC, l.rowid DESC LIMIT ? OFFSET ?`,
          )
          .all(...where.params, limit, skip)
      // An unopened emergency stays on top of the inbox until the owner has seen it. Two queries,
      // each in the created_at index's order: one ORDER BY of both would sort the whole inbox.
      const pinned =
        filter.folder === 'inbox' ? newest(UNSEEN_EMERGENCY, PAGE_SIZE + offset, 0) : []
      const onPage = pinned.slice(offset, offset + PAGE_SIZE)
      const rest = newest(
        filter.folder === 'inbox' ? `NOT ${UNSEEN_EMERGENCY}` : '1',
        PAGE_SIZE - onPage.length,
        Math.max(0, offset - pinned.length),
      )
      const leads = [...onPage, ...rest].map(withPhotos)
      return { leads, total }
    },

    matching(filter: InboxFilter): LeadSummary[] {
      const where = whereOf(filter)
      return db
        .prepare<string[], SummaryRow>(
          `SELECT ${SUMMARY_COLUMNS} FROM leads l WHERE ${where.sql}
           ORDER BY l.created_at DESC, l.rowid DESC`,
        )
        .all(...where.params)
        .map(withPhotos)
    },

    lead(id: string): LeadDetail | undefined {
      const row = selectLead.get(id)
      if (!row) return undefined
      const lead = withPhotos(row)
      const alert = selectAlert.get(id)
      return {
        ...lead,
        notes: selectNotes.all(id),
        history: selectHistory.all(id),
        alert: !alert
          ? { kind: 'off' }
          : alert.sent_at
            ? { kind: 'sent', at: alert.sent_at }
            : {
                kind: 'waiting',
                attempts: alert.attempts,
                nextAt: alert.next_attempt_at,
                error: alert.last_error,
              },
      }
    },

    notesOf(id: string): Note[] {
      return selectNotes.all(id)
    },

    /** Leads in the inbox not opened yet: the page title's count and the app icon's badge. */
    unopened(): number {
      return (
        db
          .prepare<[], { count: number }>(
            'SELECT count(*) AS count FROM leads WHERE spam IS NULL AND opened_at IS NULL',
          )
          .get()?.count ?? 0
      )
    },

    /** Only the first answer counts: later taps leave the clock where it stopped. */
    recordAnswer(id: string, via: Exclude<AnswerVia, 'status'>, editor: string): boolean {
      return db.transaction(() => {
        const at = now()
        const changed = db
          .prepare(
            `UPDATE leads SET first_answer_at = ?, first_answer_via = ?
              WHERE id = ? AND first_answer_at IS NULL`,
          )
          .run(at, via, id).changes
        if (changed > 0) recordHistory.run(id, at, editor, ANSWER_HISTORY[via])
        return changed > 0
      })()
    },

    markOpened(id: string): void {
      db.prepare('UPDATE leads SET opened_at = ? WHERE id = ? AND opened_at IS NULL').run(now(), id)
    },

    setStatus(id: string, status: LeadStatus, editor: string): boolean {
      return db.transaction(() => {
        const lead = selectLead.get(id)
        if (!lead || lead.status === status) return false
        const at = now()
        db.prepare('UPDATE leads SET status = ? WHERE id = ?').run(status, id)
        if (lead.status === 'new') {
          db.prepare(
            `UPDATE leads SET first_answer_at = ?, first_answer_via = 'status'
              WHERE id = ? AND first_answer_at IS NULL`,
          ).run(at, id)
        }
        recordHistory.run(
          id,
          at,
          editor,
          `Status ${STATUS_LABELS[lead.status]} → ${STATUS_LABELS[status]}`,
        )
        return true
      })()
    },

    addNote(id: string, text: string, editor: string): boolean {
      return db.transaction(() => {
        if (!selectLead.get(id)) return false
        const at = now()
        db.prepare('INSERT INTO lead_notes (lead_id, at, editor, text) VALUES (?, ?, ?, ?)').run(
          id,
          at,
          editor,
          text,
        )
        recordHistory.run(id, at, editor, 'Added a note')
        return true
      })()
    },

    markNotSpam(id: string, editor: string, options: { notify: boolean }): boolean {
      return db.transaction(() => {
        const lead = selectLead.get(id)
        if (!lead?.spam) return false
        const at = now()
        db.prepare('UPDATE leads SET spam = NULL WHERE id = ?').run(id)
        if (options.notify) {
          db.prepare(
            'INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?) ON CONFLICT (lead_id) DO NOTHING',
          ).run(id, at)
        }
        db.prepare(QUEUE_LEAD_PUSH).run(id, at)
        recordHistory.run(id, at, editor, 'Moved from Spam to the inbox')
        return true
      })()
    },

    /** secure_delete and the WAL checkpoint leave the words in neither file nor a later backup. */
    deleteLead(id: string, editor: string): boolean {
      const deleted = db.transaction(() => {
        if (!selectLead.get(id)) return false
        db.prepare('DELETE FROM outbox WHERE lead_id = ?').run(id)
        db.prepare('DELETE FROM lead_history WHERE lead_id = ?').run(id)
        db.prepare('DELETE FROM leads WHERE id = ?').run(id)
        recordHistory.run(null, now(), editor, 'Deleted a lead')
        return true
      })()
      if (deleted) db.pragma('wal_checkpoint(TRUNCATE)')
      return deleted
    },

    purgeSpam(before: Date): number {
      const old = db
        .prepare<[string], { id: string }>(
          'SELECT id FROM leads WHERE spam IS NOT NULL AND created_at < ?',
        )
        .all(before.toISOString())
      if (old.length === 0) return 0
      db.transaction(() => {
        for (const { id } of old) {
          db.prepare('DELETE FROM outbox WHERE lead_id = ?').run(id)
          db.prepare('DELETE FROM leads WHERE id = ?').run(id)
        }
      })()
      db.pragma('wal_checkpoint(TRUNCATE)')
      return old.length
    },

    sources(since: Date): { byPage: SourceRow[]; bySource: SourceRow[] } {
      const rows = db
        .prepare<[string], { page: string; referrer: string; utm: string; status: LeadStatus }>(
          'SELECT page, referrer, utm, status FROM leads WHERE spam IS NULL AND created_at >= ?',
        )
        .all(since.toISOString())
      const tally = (key: (row: (typeof rows)[number]) => string) => {
        const counts = new Map<string, SourceRow>()
        for (const row of rows) {
          const source = key(row)
          const entry = counts.get(source) ?? { source, leads: 0, won: 0 }
          entry.leads += 1
          if (row.status === 'won') entry.won += 1
          counts.set(source, entry)
        }
        return [...counts.values()].sort(
          (a, b) => b.won - a.won || b.leads - a.leads || a.source.localeCompare(b.source),
        )
      }
      return {
        byPage: tally((row) => row.page || 'Unknown page'),
        bySource: tally(sourceName),
      }
    },

    /** Medians over the last `periods` days, and the last CHART_WEEKS weeks on the business's clock. */
    responseStats(now: Date, periods: readonly number[]): ResponseStats {
      const thisWeek = weekStart(businessDay(now.toISOString()))
      const firstWeek = weeksBefore(thisWeek, CHART_WEEKS - 1)
      // Past the first chart week's start and the longest period: the rest is filtered below.
      const spanDays = Math.max(CHART_WEEKS * 7 + 1, ...periods)
      const rows = db
        .prepare<
          [string, string],
          { createdAt: string; answeredAt: string | null; status: LeadStatus }
        >(
          `SELECT created_at AS createdAt, first_answer_at AS answeredAt, status FROM leads
            WHERE spam IS NULL AND created_at >= ? AND created_at <= ?`,
        )
        .all(new Date(now.getTime() - spanDays * DAY_MS).toISOString(), now.toISOString())
      const waited = (row: (typeof rows)[number]) =>
        row.answeredAt === null
          ? undefined
          : Math.max(0, Date.parse(row.answeredAt) - Date.parse(row.createdAt))
      const answeredIn = (some: typeof rows) =>
        some.map(waited).filter((ms): ms is number => ms !== undefined)

      const medians = periods.map((days) => {
        const since = now.getTime() - days * DAY_MS
        const inPeriod = rows.filter((row) => Date.parse(row.createdAt) >= since)
        const answered = answeredIn(inPeriod)
        return {
          days,
          leads: inPeriod.length,
          answered: answered.length,
          medianMs: median(answered),
        }
      })
      const byWeek = new Map<string, typeof rows>()
      for (const row of rows) {
        const week = weekStart(businessDay(row.createdAt))
        if (week < firstWeek) continue
        byWeek.set(week, [...(byWeek.get(week) ?? []), row])
      }
      const weeks = Array.from({ length: CHART_WEEKS }, (_, index) => {
        const weekOf = weeksBefore(thisWeek, CHART_WEEKS - 1 - index)
        const inWeek = byWeek.get(weekOf) ?? []
        return {
          weekOf,
          leads: inWeek.length,
          won: inWeek.filter((row) => row.status === 'won').length,
          medianMs: median(answeredIn(inWeek)),
        }
      })
      return { medians, weeks }
    },

    failingAlerts(): number {
      return (
        db
          .prepare<[], { count: number }>(
            'SELECT count(*) AS count FROM outbox WHERE sent_at IS NULL AND attempts > 0',
          )
          .get()?.count ?? 0
      )
    },

    deletions(): HistoryEntry[] {
      return db
        .prepare<[], HistoryEntry>(
          'SELECT at, editor, what FROM lead_history WHERE lead_id IS NULL ORDER BY at DESC',
        )
        .all()
    },
  }
}

export type InboxQueries = ReturnType<typeof inboxQueries>

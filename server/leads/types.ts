import type { PhotoFormat } from '../contact/photo-format'

export type Lead = {
  id: string
  createdAt: string
  name: string
  email: string
  phone: string
  comment: string
  page: string
  referrer: string
  landingPage: string
  utm: string
  service: string
  urgency: string
  /** The property's street address; asked for only with a visit window, '' otherwise. */
  address: string
}

export type StoredPhoto = {
  format: PhotoFormat
  width: number
  height: number
  bytes: Buffer
  thumbnail: Buffer
}

export type PhotoInfo = { id: string; width: number; height: number; size: number; type: string }

export type LeadInput = Omit<Lead, 'id' | 'createdAt'>
export type SaveOptions = {
  notify: boolean
  spam?: string
  photos?: readonly StoredPhoto[]
  photoNote?: string
  /** A requested visit window, as the form posts it ("2026-12-08T08:00-06:00"). */
  visit?: string
}
export type LeadMeta = { ip: string; userAgent: string }
export type PendingNotification = {
  leadId: string
  attempts: number
  lead: Lead
  photos: { type: string; bytes: Buffer }[]
  photoNote: string | null
}

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
}

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  LEAD_STATUSES.some((status) => status === value)

type Folder = 'inbox' | 'spam'

export type InboxFilter = { folder: Folder; status?: LeadStatus; query?: string }

/** How the owner first answered: a tap on call, text or reply, or a status moved on from New. */
export type AnswerVia = 'call' | 'text' | 'reply' | 'status'

export type LeadSummary = Lead & {
  status: LeadStatus
  openedAt: string | null
  firstAnswerAt: string | null
  firstAnswerVia: AnswerVia | null
  spam: string | null
  photos: { id: string; width: number; height: number }[]
  photoNote: string | null
}

export type Note = { at: string; editor: string; text: string }
export type HistoryEntry = { at: string; editor: string; what: string }
export type AlertState =
  | { kind: 'off' }
  | { kind: 'sent'; at: string }
  | { kind: 'waiting'; attempts: number; nextAt: string; error: string | null }

export type LeadDetail = LeadSummary & { notes: Note[]; history: HistoryEntry[]; alert: AlertState }

export type SourceRow = { source: string; leads: number; won: number }

/** Median milliseconds to a first answer, over the leads answered; null when none was. */
export type AnswerMedian = {
  days: number
  leads: number
  answered: number
  medianMs: number | null
}
export type WeekRow = { weekOf: string; leads: number; won: number; medianMs: number | null }
export type ResponseStats = { medians: AnswerMedian[]; weeks: WeekRow[] }

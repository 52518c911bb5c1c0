import type { PhotoFormat } from '../contact/photo-format'

/** The lead store's records as the form, the inbox, the e-mail outbox and the tools see them. */

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
/**
 * `spam`: why the post was judged spam (kept in the Spam folder, not e-mailed). `photoNote`: what
 * the owner is told about the photos sent (not kept, or kept small), beside the lead.
 */
export type SaveOptions = {
  notify: boolean
  spam?: string
  photos?: readonly StoredPhoto[]
  photoNote?: string
}
export type LeadMeta = { ip: string; userAgent: string }
export type PendingNotification = {
  leadId: string
  attempts: number
  lead: Lead
  photos: { type: string; bytes: Buffer }[]
  photoNote: string | null
}

/** A lead's place in the owner's inbox. */
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

export type LeadSummary = Lead & {
  status: LeadStatus
  openedAt: string | null
  spam: string | null
  /** The lead's photos, in the order sent (their pictures are read one at a time). */
  photos: { id: string; width: number; height: number }[]
  /** What the owner is told about the photos sent: not kept (and why), or kept small as spam. */
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

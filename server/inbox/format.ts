import { dialledDigits } from '../../app/lib/phone-numbers'
import { businessTime } from '../leads/business-time'
import type { LeadSummary } from '../leads/types'

const WAITING_MS = 24 * 60 * 60_000

export const exactTime = businessTime

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
]

export function relativeTime(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso)
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit)
  }
  return 'just now'
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** "under a minute", "12 min", "2 h 5 min", "30 h", "3 days": short enough for a list row. */
export function duration(ms: number): string {
  if (ms < MINUTE_MS) return 'under a minute'
  if (ms < HOUR_MS) return `${Math.floor(ms / MINUTE_MS)} min`
  const hours = Math.floor(ms / HOUR_MS)
  if (hours < 10) {
    const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS)
    return minutes ? `${hours} h ${minutes} min` : `${hours} h`
  }
  if (hours < 48) return `${hours} h`
  return `${Math.floor(hours / 24)} days`
}

/** The response clock: how long the lead waited for its first answer, or has waited so far. */
export function answerClock(
  lead: Pick<LeadSummary, 'createdAt' | 'firstAnswerAt' | 'spam'>,
  now = Date.now(),
): string | undefined {
  if (lead.spam !== null) return undefined
  const from = Date.parse(lead.createdAt)
  if (lead.firstAnswerAt) return `Answered after ${duration(Date.parse(lead.firstAnswerAt) - from)}`
  return `Waiting ${duration(Math.max(0, now - from))}`
}

export const firstLine = (text: string) => text.split(/\r?\n/).find((line) => line.trim()) ?? ''

export const isWaiting = (
  lead: Pick<LeadSummary, 'status' | 'createdAt' | 'spam'>,
  now = Date.now(),
) => lead.spam === null && lead.status === 'new' && now - Date.parse(lead.createdAt) > WAITING_MS

/** A North American number gets its country code; anything else dials as typed. */
export function dialable(phone: string): string {
  const digits = dialledDigits(phone)
  return digits.length === 10 ? `+1${digits}` : phone.replace(/[^\d+]/g, '')
}

/** Each side of the @ is percent-encoded, so a typed `?cc=` or `%0A` stays in the one address. */
export function mailtoLink(address: string, subject: string): string {
  const at = address.lastIndexOf('@')
  const recipient =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
  return `mailto:${recipient}?subject=${encodeURIComponent(subject)}`
}

const THUMBNAIL_SIDE = 320
export function thumbnailSize(photo: { width: number; height: number }, side = THUMBNAIL_SIDE) {
  const scale = Math.min(1, side / Math.max(photo.width, photo.height))
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) }
}

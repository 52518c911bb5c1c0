import { siteConfig } from '../../app/content/site'
import { dialledDigits } from '../../app/lib/phone-numbers'
import type { LeadSummary } from '../leads/types'

/** A lead still New this long after it came is flagged: someone is waiting for a call back. */
const WAITING_MS = 24 * 60 * 60_000

/** "Dec 1, 2026, 3:04 PM", on the business's clock (content/site.json timeZone). */
const exact = new Intl.DateTimeFormat('en-US', {
  timeZone: siteConfig.timeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
})
export const exactTime = (iso: string) => exact.format(new Date(iso))

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
]

/** "5 minutes ago", "yesterday", "3 days ago"; "just now" under a minute. */
export function relativeTime(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso)
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit)
  }
  return 'just now'
}

/** The first line of a message, as the list shows it. */
export const firstLine = (text: string) => text.split(/\r?\n/).find((line) => line.trim()) ?? ''

export const isWaiting = (
  lead: Pick<LeadSummary, 'status' | 'createdAt' | 'spam'>,
  now = Date.now(),
) => lead.spam === null && lead.status === 'new' && now - Date.parse(lead.createdAt) > WAITING_MS

/** What a tel: or sms: link to a visitor's number dials: a North American number with its
 *  country code, anything else as the digits (and +) typed. */
export function dialable(phone: string): string {
  const digits = dialledDigits(phone)
  return digits.length === 10 ? `+1${digits}` : phone.replace(/[^\d+]/g, '')
}

/**
 * A mailto: link to one address with a subject. The address is data, never the link's syntax:
 * each side of its @ is percent-encoded, so a visitor's `?cc=`, `&body=`, `#` or `%0A` reaches
 * the mail program as part of the one recipient's address.
 */
export function mailtoLink(address: string, subject: string): string {
  const at = address.lastIndexOf('@')
  const recipient =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
  return `mailto:${recipient}?subject=${encodeURIComponent(subject)}`
}

/** The thumbnails' long side (images.ts makes them), and a photo's box at that size. */
const THUMBNAIL_SIDE = 320
export function thumbnailSize(photo: { width: number; height: number }, side = THUMBNAIL_SIDE) {
  const scale = Math.min(1, side / Math.max(photo.width, photo.height))
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) }
}

import { siteConfig } from '../../app/content/site'
import { dialledDigits } from '../../app/lib/phone-numbers'
import type { LeadSummary } from '../leads/types'

const WAITING_MS = 24 * 60 * 60_000

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

export function relativeTime(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso)
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit)
  }
  return 'just now'
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

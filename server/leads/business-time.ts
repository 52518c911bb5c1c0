import { siteConfig } from '../../app/content/site'

/** Every time the owner reads (inbox, e-mail, CSV) is on the business's clock, not the server's. */
export const BUSINESS_TIME_ZONE = siteConfig.timeZone

const readable = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
})
/** "Dec 2, 2026, 12:00 PM" */
export const businessTime = (iso: string) => readable.format(new Date(iso))

const zoneName = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'short',
})
/** "Dec 2, 2026, 12:00 PM CST": for an e-mail, read wherever the owner is. */
export function businessTimeWithZone(iso: string): string {
  const date = new Date(iso)
  const zone = zoneName.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value
  return `${readable.format(date)}${zone ? ` ${zone}` : ''}`
}

const numeric = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

function partsOf(iso: string) {
  const parts = Object.fromEntries(
    numeric.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  )
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>
}

/** "2026-12-02 12:00:00": a spreadsheet reads it as a date; the column's header names the zone. */
export function businessStamp(iso: string): string {
  const p = partsOf(iso)
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`
}

/** The calendar day ("2026-12-02") the business was in at that instant. */
export function businessDay(iso: string): string {
  const p = partsOf(iso)
  return `${p.year}-${p.month}-${p.day}`
}

const DAY_MS = 24 * 60 * 60_000

/** The Monday starting the business's week that holds this day; calendar days only, so DST is moot. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  const sinceMonday = (date.getUTCDay() + 6) % 7
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}

/** The Monday `weeks` weeks before the given one. */
export function weeksBefore(monday: string, weeks: number): string {
  return new Date(Date.parse(`${monday}T00:00:00Z`) - weeks * 7 * DAY_MS).toISOString().slice(0, 10)
}

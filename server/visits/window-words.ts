import { BUSINESS_TIME_ZONE } from '../leads/business-time'

type Clock = { hour: number; minute: number; period: 'am' | 'pm' }

function clockOf(instant: Date, timeZone: string): Clock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const hour23 = Number(parts.find((part) => part.type === 'hour')?.value ?? 0)
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0)
  return { hour: hour23 % 12 || 12, minute, period: hour23 < 12 ? 'am' : 'pm' }
}

const clockText = ({ hour, minute }: Clock) =>
  minute === 0 ? String(hour) : `${hour}:${String(minute).padStart(2, '0')}`

/**
 * A visit window as a visitor reads it, on the business's clock: "Tuesday 8 December, 8–10 am",
 * "Tuesday 8 December, 10 am–12 pm". The offset of that day is the zone's, daylight saving or not.
 */
export function windowWords(start: string, end: string, timeZone = BUSINESS_TIME_ZONE): string {
  const from = new Date(start)
  const day = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', day: 'numeric', month: 'long' })
      .formatToParts(from)
      .map((part) => [part.type, part.value]),
  )
  const first = clockOf(from, timeZone)
  const last = clockOf(new Date(end), timeZone)
  const hours =
    first.period === last.period
      ? `${clockText(first)}–${clockText(last)} ${last.period}`
      : `${clockText(first)} ${first.period}–${clockText(last)} ${last.period}`
  return `${day.weekday ?? ''} ${day.day ?? ''} ${day.month ?? ''}, ${hours}`
}

/** "CST" or "CDT": said once beside the time, for a visitor reading it away from home. */
export function zoneAbbreviation(instant: string, timeZone = BUSINESS_TIME_ZONE): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  )
}

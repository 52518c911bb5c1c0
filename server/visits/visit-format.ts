import { BUSINESS_TIME_ZONE } from '../leads/business-time'

type Span = { start: string; end: string }

const partsIn = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, ...options })
  return (iso: string) =>
    Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]))
}
const longDay = partsIn({ weekday: 'long', day: 'numeric', month: 'long' })
const shortDay = partsIn({ weekday: 'short', day: 'numeric', month: 'short' })
const clock12 = partsIn({ hour: 'numeric', minute: '2-digit', hour12: true })
const clock24 = partsIn({ hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })

/** "Tuesday 8 December": the day a visit falls on, on the business's clock. */
export function visitDay(iso: string): string {
  const p = longDay(iso)
  return `${p.weekday} ${p.day} ${p.month}`
}

/** "8:00–10:00 am", or "11:00 am–1:00 pm" when the window crosses noon. */
export function visitHours({ start, end }: Span): string {
  const from = clock12(start)
  const to = clock12(end)
  const period = (p: Record<string, string>) => (p.dayPeriod ?? '').toLowerCase()
  const head = `${from.hour}:${from.minute}`
  const tail = `${to.hour}:${to.minute} ${period(to)}`
  return period(from) === period(to) ? `${head}–${tail}` : `${head} ${period(from)}–${tail}`
}

/** "Tuesday 8 December, 8:00–10:00 am": what the owner reads on the lead's page. */
export const visitWindow = (span: Span) => `${visitDay(span.start)}, ${visitHours(span)}`

/** "Tue 8 Dec, 8:00–10:00": short enough for a history line. */
export function visitWindowShort({ start, end }: Span): string {
  const day = shortDay(start)
  const from = clock24(start)
  const to = clock24(end)
  // With a 24-hour cycle Intl pads the hour ("08") even when asked for numeric.
  const hour = (p: Record<string, string>) => Number(p.hour)
  return `${day.weekday} ${day.day} ${day.month}, ${hour(from)}:${from.minute}–${hour(to)}:${to.minute}`
}

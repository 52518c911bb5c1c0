import type { PickerDay } from '../../app/lib/visit-fields'
import { BUSINESS_TIME_ZONE } from '../leads/business-time'
import type { OpenWindow } from './windows'

// One wording of a visit's time for the form, the owner's pages, the history and the e-mails,
// on the business's clock whatever the server's: "Tuesday, December 8, 8–10 am".

type Span = { start: string; end: string }
type Clock = { hour: number; minute: number; period: 'am' | 'pm' }

const inZone = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, ...options })
  return (iso: string) =>
    Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]))
}
const longDay = inZone({ weekday: 'long', month: 'long', day: 'numeric' })
const shortDay = inZone({ weekday: 'short', month: 'short', day: 'numeric' })
const clock23 = inZone({ hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
const zoneName = inZone({ timeZoneName: 'short' })

function clockOf(iso: string): Clock {
  const parts = clock23(iso)
  const hour = Number(parts.hour ?? 0)
  return {
    hour: hour % 12 || 12,
    minute: Number(parts.minute ?? 0),
    period: hour < 12 ? 'am' : 'pm',
  }
}
const clockText = ({ hour, minute }: Clock) =>
  minute === 0 ? String(hour) : `${hour}:${String(minute).padStart(2, '0')}`

/** "Tuesday, December 8" */
export function visitDay(iso: string): string {
  const p = longDay(iso)
  return `${p.weekday}, ${p.month} ${p.day}`
}

/** "8–10 am", "10 am–12 pm", "8:30–10 am": short enough for two choices side by side on a phone. */
export function visitHours({ start, end }: Span): string {
  const first = clockOf(start)
  const last = clockOf(end)
  return first.period === last.period
    ? `${clockText(first)}–${clockText(last)} ${last.period}`
    : `${clockText(first)} ${first.period}–${clockText(last)} ${last.period}`
}

/** "Tuesday, December 8, 8–10 am" */
export const visitWhen = (span: Span) => `${visitDay(span.start)}, ${visitHours(span)}`

/** "Tue, Dec 8, 8–10 am": for a line of the lead's history. */
export function visitWhenShort(span: Span): string {
  const p = shortDay(span.start)
  return `${p.weekday}, ${p.month} ${p.day}, ${visitHours(span)}`
}

/** "CST" or "CDT": said beside the time for a reader away from Springfield. */
export const zoneAbbreviation = (iso: string) => zoneName(iso).timeZoneName ?? ''

// The picker shows the first days that have a window open, so a phone's list stays short.
const PICKER_DAYS = 5

/** The open windows as the picker offers them: grouped by the business's day, first days only. */
export function pickerDays(open: readonly OpenWindow[]): PickerDay[] {
  const days: PickerDay[] = []
  for (const window of open) {
    const label = visitDay(window.start)
    let day = days.at(-1)
    if (day?.label !== label) {
      if (days.length === PICKER_DAYS) break
      day = { label, windows: [] }
      days.push(day)
    }
    day.windows.push({ value: window.local, label: visitHours(window) })
  }
  return days
}

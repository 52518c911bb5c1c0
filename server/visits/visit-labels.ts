import type { PickerDay } from '../../app/lib/visit-fields'
import { BUSINESS_TIME_ZONE } from '../leads/business-time'
import type { OpenWindow } from './windows'

// The picker shows the first days that have a window open, so a phone's list stays short.
export const PICKER_DAYS = 5

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
})
const whenFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

type Span = { start: string; end: string }

/** "Tuesday, December 8" on the business's clock. */
export const visitDay = ({ start }: Span) => dayFormat.format(new Date(start))
/** "8–10 AM", "10 AM–12 PM", "8:30–10 AM": short enough for two choices side by side on a phone. */
export const visitTime = ({ start, end }: Span) =>
  timeFormat
    .formatRange(new Date(start), new Date(end))
    .replace(/:00(?=\D)/g, '')
    .replace(/\s*–\s*/, '–')
/** "Tuesday, December 8, 8:00 – 10:00 AM": what the visitor and the owner read of a visit. */
export const visitWhen = ({ start, end }: Span) =>
  whenFormat.formatRange(new Date(start), new Date(end))

/** The open windows as the picker offers them: grouped by the business's day, first days only. */
export function pickerDays(open: readonly OpenWindow[]): PickerDay[] {
  const days: PickerDay[] = []
  for (const window of open) {
    const label = visitDay(window)
    let day = days.at(-1)
    if (day?.label !== label) {
      if (days.length === PICKER_DAYS) break
      day = { label, windows: [] }
      days.push(day)
    }
    day.windows.push({ value: window.local, label: visitTime(window) })
  }
  return days
}

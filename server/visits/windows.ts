import { TZDate, tzOffset } from '@date-fns/tz'
import type { Availability } from './availability'

/** A visit window: `start` and `end` are UTC instants, `local` what the form posts for it. */
export type OpenWindow = {
  start: string
  end: string
  /** The business's wall-clock start with its offset that day, "2026-12-08T08:00-06:00". */
  local: string
  placesLeft: number
}

/** Why a requested window was not booked. */
export type NotBooked = 'unknown' | 'past' | 'closed' | 'full'

/** Places taken (requested or confirmed) by a window's UTC start. */
type TakenPlaces = ReadonlyMap<string, number>

type ScheduledWindow = Omit<OpenWindow, 'placesLeft'> & { places: number }

const DAY_MS = 24 * 60 * 60_000

// Calendar days as "YYYY-MM-DD" counted on UTC midnights: dates only, so no clock change enters.
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7
const pad = (value: number) => String(value).padStart(2, '0')

/** The calendar day the business is in at that instant. */
function dayIn(now: Date, timeZone: string): string {
  const local = new TZDate(now.getTime(), timeZone)
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
}

/** The instant the business's day that holds `now` began. */
export function startOfDay(now: Date, timeZone: string): Date {
  return wallTime(dayIn(now, timeZone), '00:00', timeZone) ?? now
}

/** "-06:00": the zone's offset from UTC at that instant. */
function offsetAt(instant: Date, timeZone: string): string {
  const minutes = tzOffset(timeZone, instant)
  const sign = minutes < 0 ? '-' : '+'
  const size = Math.abs(minutes)
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`
}

/** The instant the business's clock shows `clock` on `day`; none for a time the clocks skip. */
function wallTime(day: string, clock: string, timeZone: string): Date | undefined {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number)
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  const instant = new TZDate(year, month - 1, date, hours, minutes, timeZone)
  const exists =
    instant.getDate() === date && instant.getHours() === hours && instant.getMinutes() === minutes
  return exists ? new Date(instant.getTime()) : undefined
}

/** The weekly windows that fall on `day`, earliest first, whether or not it is offered. */
function scheduledOn(day: string, availability: Availability, timeZone: string) {
  const weekday = weekdayOf(day)
  const windows: ScheduledWindow[] = []
  for (const hours of availability.hours) {
    if (!hours.weekdays.includes(weekday)) continue
    const start = wallTime(day, hours.start, timeZone)
    const end = wallTime(day, hours.end, timeZone)
    if (!start || !end) continue
    windows.push({
      start: start.toISOString(),
      end: end.toISOString(),
      local: `${day}T${hours.start}${offsetAt(start, timeZone)}`,
      places: hours.places,
    })
  }
  return windows.sort((a, b) => a.start.localeCompare(b.start))
}

const isWorkingDay = (day: string, availability: Availability) =>
  !availability.daysOff.includes(day) &&
  availability.hours.some((hours) => hours.weekdays.includes(weekdayOf(day)))

/** Every window offered now, full or not: from the notice's first working day to the horizon. */
function offeredWindows(availability: Availability, now: Date, timeZone: string) {
  const today = dayIn(now, timeZone)
  const last = addDays(today, availability.horizonDays)
  let first = today
  for (let notice = availability.noticeWorkingDays; notice > 0;) {
    first = addDays(first, 1)
    if (first > last) return []
    if (isWorkingDay(first, availability)) notice -= 1
  }
  const windows: ScheduledWindow[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (!isWorkingDay(day, availability)) continue
    for (const window of scheduledOn(day, availability, timeZone)) {
      if (Date.parse(window.start) > now.getTime()) windows.push(window)
    }
  }
  return windows
}

const withPlacesLeft = ({ places, ...window }: ScheduledWindow, taken: TakenPlaces) => ({
  ...window,
  placesLeft: places - (taken.get(window.start) ?? 0),
})

/** The windows a visitor can still book now, earliest first. */
export function openWindows(
  availability: Availability,
  taken: TakenPlaces,
  now: Date,
  timeZone: string,
): OpenWindow[] {
  return offeredWindows(availability, now, timeZone)
    .map((window) => withPlacesLeft(window, taken))
    .filter((window) => window.placesLeft > 0)
}

const LOCAL_START = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}[+-]\d{2}:\d{2}$/

/** The open window a posted `local` start names, or why there is none to book. */
export function judgeRequest(
  requested: string,
  availability: Availability,
  taken: TakenPlaces,
  now: Date,
  timeZone: string,
): { window: OpenWindow } | { reason: NotBooked } {
  const day = LOCAL_START.exec(requested)?.[1]
  // A date that does not exist ("2026-02-30") does not survive the round trip.
  if (!day || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || addDays(day, 0) !== day)
    return { reason: 'unknown' }
  const scheduled = scheduledOn(day, availability, timeZone).find((w) => w.local === requested)
  if (!scheduled) return { reason: 'unknown' }
  if (Date.parse(scheduled.start) <= now.getTime()) return { reason: 'past' }
  const offered = offeredWindows(availability, now, timeZone).find(
    (window) => window.start === scheduled.start,
  )
  if (!offered) return { reason: 'closed' }
  const window = withPlacesLeft(offered, taken)
  return window.placesLeft > 0 ? { window } : { reason: 'full' }
}

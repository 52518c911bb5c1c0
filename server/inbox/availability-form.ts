import { type Availability, availabilitySchema } from '../visits/availability'

/** The weekly windows' form, as typed: strings and ticks, kept as they were when refused. */
export type WindowRow = {
  days: number[]
  start: string
  end: string
  places: string
  remove: boolean
}
export type AvailabilityForm = {
  rows: WindowRow[]
  daysOff: string
  notice: string
  horizon: string
}
/** A refusal: the field's id (for a link to it) and what to fix, in the owner's words. */
export type FieldError = { field: string; message: string }

/** Blank rows under the windows: a new window needs no script, only a row to fill. */
export const BLANK_ROWS = 2
const MAX_ROWS = 40
export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

export const rowField = (row: number, part: string) => `hours-${row}-${part}`

const blankRow = (): WindowRow => ({ days: [], start: '', end: '', places: '', remove: false })

export function formOfAvailability(availability: Availability): AvailabilityForm {
  return {
    rows: [
      ...availability.hours.map((hours) => ({
        days: [...hours.weekdays],
        start: hours.start,
        end: hours.end,
        places: String(hours.places),
        remove: false,
      })),
      ...Array.from({ length: BLANK_ROWS }, blankRow),
    ],
    daysOff: availability.daysOff.join('\n'),
    notice: String(availability.noticeWorkingDays),
    horizon: String(availability.horizonDays),
  }
}

/** The posted fields, as typed; rows are numbered as the page numbered them. */
export function readAvailabilityForm(fields: Record<string, string>): AvailabilityForm {
  const numbers = Object.keys(fields).flatMap((key) => {
    const row = /^hours-(\d{1,2})-/.exec(key)?.[1]
    return row === undefined ? [] : [Number(row)]
  })
  const count = Math.min(MAX_ROWS, numbers.length ? Math.max(...numbers) + 1 : 0)
  const rows = Array.from({ length: count }, (_, row) => ({
    days: WEEKDAY_NAMES.map((_, index) => index + 1).filter(
      (day) => fields[rowField(row, `day-${day}`)] !== undefined,
    ),
    start: (fields[rowField(row, 'start')] ?? '').trim(),
    end: (fields[rowField(row, 'end')] ?? '').trim(),
    places: (fields[rowField(row, 'places')] ?? '').trim(),
    remove: fields[rowField(row, 'remove')] !== undefined,
  }))
  return {
    rows,
    daysOff: fields.daysOff ?? '',
    notice: (fields.notice ?? '').trim(),
    horizon: (fields.horizon ?? '').trim(),
  }
}

const isBlank = (row: WindowRow) => row.days.length === 0 && !row.start && !row.end && !row.places

// Blank or not a whole number: NaN, which the schema refuses like any other bad number.
const whole = (text: string) => (/^\d{1,6}$/.test(text) ? Number(text) : Number.NaN)

const ROW_WORDS: Record<string, { part: string; message: string }> = {
  weekdays: { part: 'day-1', message: 'tick at least one day' },
  start: { part: 'start', message: 'a start time such as 08:00' },
  end: { part: 'end', message: 'an end time such as 10:00' },
  places: { part: 'places', message: 'how many visits it takes: a whole number, 1 or more' },
}

/** The availability the form says, or each field to fix, named as the page names it. */
export function parseAvailabilityForm(
  form: AvailabilityForm,
): { availability: Availability } | { errors: FieldError[] } {
  const kept = form.rows.flatMap((row, index) =>
    row.remove || isBlank(row) ? [] : [{ row, index }],
  )
  const daysOff = form.daysOff.split(/[\s,]+/).filter(Boolean)
  const parsed = availabilitySchema.safeParse({
    hours: kept.map(({ row }) => ({
      weekdays: row.days,
      start: row.start,
      end: row.end,
      places: whole(row.places),
    })),
    daysOff,
    noticeWorkingDays: whole(form.notice),
    horizonDays: whole(form.horizon),
  })
  if (parsed.success) {
    // A day off typed twice is one day off.
    return { availability: { ...parsed.data, daysOff: [...new Set(parsed.data.daysOff)].sort() } }
  }
  const errors = parsed.error.issues.map(({ path }): FieldError => {
    const [top, at, leaf] = path
    if (top === 'hours') {
      const index = kept[Number(at)]?.index ?? 0
      const words = typeof leaf === 'string' ? ROW_WORDS[leaf] : undefined
      const message = words?.message ?? 'its end comes after its start'
      return {
        field: rowField(index, words?.part ?? 'end'),
        message: `Window ${index + 1}: ${message}.`,
      }
    }
    if (top === 'daysOff') {
      return {
        field: 'daysOff',
        message: `Days off: “${daysOff[Number(at)] ?? ''}” is not a date such as 2026-12-25.`,
      }
    }
    if (top === 'noticeWorkingDays') {
      return {
        field: 'notice',
        message: 'How soon: a whole number of working days, 0 (today) to 60.',
      }
    }
    return { field: 'horizon', message: 'How far ahead: a whole number of days, 1 to 366.' }
  })
  // One line per field: a row with two faults in one part says it once.
  return { errors: errors.filter((e, i) => errors.findIndex((o) => o.message === e.message) === i) }
}

import { describe, expect, test } from 'vitest'
import { type Availability, DEFAULT_AVAILABILITY } from './availability'
import { judgeRequest, openWindows } from './windows'

const ZONE = 'America/Chicago'
const none = new Map<string, number>()
const at = (iso: string) => new Date(iso)
const starts = (windows: { start: string }[]) => windows.map((window) => window.start)
const daysOf = (windows: { local: string }[]) => [
  ...new Set(windows.map((window) => window.local.slice(0, 10))),
]

describe('across the clock changes, each window is at the right instant', () => {
  test('November 2026: 8:00 CDT is 13:00Z on the Friday, 8:00 CST 14:00Z on the Monday', () => {
    // Thursday 29 October 2026, noon in Springfield; the clocks go back on Sunday 1 November.
    const windows = openWindows(DEFAULT_AVAILABILITY, none, at('2026-10-29T17:00:00Z'), ZONE)
    expect(windows[0]).toEqual({
      start: '2026-10-30T13:00:00.000Z',
      end: '2026-10-30T15:00:00.000Z',
      local: '2026-10-30T08:00-05:00',
      placesLeft: 1,
    })
    const monday = windows.filter((window) => window.local.startsWith('2026-11-02'))
    expect(monday.map(({ start, end, local }) => ({ start, end, local }))).toEqual([
      {
        start: '2026-11-02T14:00:00.000Z',
        end: '2026-11-02T16:00:00.000Z',
        local: '2026-11-02T08:00-06:00',
      },
      {
        start: '2026-11-02T16:00:00.000Z',
        end: '2026-11-02T18:00:00.000Z',
        local: '2026-11-02T10:00-06:00',
      },
      {
        start: '2026-11-02T19:00:00.000Z',
        end: '2026-11-02T21:00:00.000Z',
        local: '2026-11-02T13:00-06:00',
      },
      {
        start: '2026-11-02T21:00:00.000Z',
        end: '2026-11-02T23:00:00.000Z',
        local: '2026-11-02T15:00-06:00',
      },
    ])
  })

  test('March 2027: 8:00 CST is 14:00Z on the Friday, 8:00 CDT 13:00Z on the Monday', () => {
    // Thursday 11 March 2027; the clocks go forward on Sunday 14 March.
    const windows = openWindows(DEFAULT_AVAILABILITY, none, at('2027-03-11T18:00:00Z'), ZONE)
    expect(windows.find((w) => w.local === '2027-03-12T08:00-06:00')?.start).toBe(
      '2027-03-12T14:00:00.000Z',
    )
    expect(windows.find((w) => w.local === '2027-03-15T08:00-05:00')?.start).toBe(
      '2027-03-15T13:00:00.000Z',
    )
    expect(windows.find((w) => w.local === '2027-03-15T15:00-05:00')?.end).toBe(
      '2027-03-15T22:00:00.000Z',
    )
  })

  test('November 2027: 8:00 CDT is 13:00Z on the Friday, 8:00 CST 14:00Z on the Monday', () => {
    // Thursday 4 November 2027; the clocks go back on Sunday 7 November.
    const windows = openWindows(DEFAULT_AVAILABILITY, none, at('2027-11-04T17:00:00Z'), ZONE)
    expect(windows.find((w) => w.local === '2027-11-05T08:00-05:00')?.start).toBe(
      '2027-11-05T13:00:00.000Z',
    )
    expect(windows.find((w) => w.local === '2027-11-08T08:00-06:00')?.start).toBe(
      '2027-11-08T14:00:00.000Z',
    )
  })

  test('a window over the change itself lasts what the clocks say; a skipped time is no window', () => {
    const sundays: Availability = {
      ...DEFAULT_AVAILABILITY,
      hours: [
        { weekdays: [7], start: '00:30', end: '03:00', places: 1 },
        { weekdays: [7], start: '02:30', end: '04:00', places: 1 },
      ],
      horizonDays: 5,
    }
    const spring = openWindows(sundays, none, at('2027-03-11T18:00:00Z'), ZONE)
    // 00:30 CST to 03:00 CDT is an hour and a half; 02:30 does not happen that night.
    expect(spring).toEqual([
      {
        start: '2027-03-14T06:30:00.000Z',
        end: '2027-03-14T08:00:00.000Z',
        local: '2027-03-14T00:30-06:00',
        placesLeft: 1,
      },
    ])
    const autumn = openWindows(sundays, none, at('2027-11-04T17:00:00Z'), ZONE)
    // 00:30 CDT to 03:00 CST is three and a half hours.
    expect(autumn[0]).toEqual({
      start: '2027-11-07T05:30:00.000Z',
      end: '2027-11-07T09:00:00.000Z',
      local: '2027-11-07T00:30-05:00',
      placesLeft: 1,
    })
  })
})

// Thursday 3 December 2026, noon in Springfield.
const thursdayNoon = at('2026-12-03T18:00:00Z')

test('weekends and days off are skipped; the horizon is the 14th day from today', () => {
  const availability = { ...DEFAULT_AVAILABILITY, daysOff: ['2026-12-08', '2026-12-25'] }
  const windows = openWindows(availability, none, thursdayNoon, ZONE)
  expect(daysOf(windows)).toEqual([
    '2026-12-04',
    '2026-12-07',
    '2026-12-09',
    '2026-12-10',
    '2026-12-11',
    '2026-12-14',
    '2026-12-15',
    '2026-12-16',
    '2026-12-17',
  ])
  expect(windows).toHaveLength(9 * 4)
  expect(starts(windows)).toEqual([...starts(windows)].sort())
})

test('how soon counts working days: the next one, the one after, or today still to come', () => {
  const from = (noticeWorkingDays: number, now = thursdayNoon) =>
    daysOf(openWindows({ ...DEFAULT_AVAILABILITY, noticeWorkingDays }, none, now, ZONE))[0]
  expect(from(1)).toBe('2026-12-04')
  // Friday is the first working day, Monday the second.
  expect(from(2)).toBe('2026-12-07')
  const today = openWindows(
    { ...DEFAULT_AVAILABILITY, noticeWorkingDays: 0 },
    none,
    thursdayNoon,
    ZONE,
  )
  // At noon the morning's windows have begun; the afternoon's are still to come.
  expect(today.slice(0, 2).map((window) => window.local)).toEqual([
    '2026-12-03T13:00-06:00',
    '2026-12-03T15:00-06:00',
  ])
  // Friday evening: the next working day is Monday; a day off on it moves on to Tuesday.
  const friday = at('2026-12-05T01:00:00Z')
  expect(from(1, friday)).toBe('2026-12-07')
  const mondayOff = { ...DEFAULT_AVAILABILITY, daysOff: ['2026-12-07'] }
  expect(daysOf(openWindows(mondayOff, none, friday, ZONE))[0]).toBe('2026-12-08')
  // A notice past the horizon leaves nothing to offer.
  expect(
    openWindows({ ...DEFAULT_AVAILABILITY, noticeWorkingDays: 20 }, none, thursdayNoon, ZONE),
  ).toEqual([])
})

test('a window with its places taken is not open; one with a place left says how many', () => {
  const availability: Availability = {
    ...DEFAULT_AVAILABILITY,
    hours: [{ weekdays: [5], start: '08:00', end: '10:00', places: 2 }],
    horizonDays: 8,
  }
  const friday = '2026-12-04T14:00:00.000Z'
  const nextFriday = '2026-12-11T14:00:00.000Z'
  expect(openWindows(availability, new Map([[friday, 1]]), thursdayNoon, ZONE)).toEqual([
    expect.objectContaining({ start: friday, placesLeft: 1 }),
    expect.objectContaining({ start: nextFriday, placesLeft: 2 }),
  ])
  expect(starts(openWindows(availability, new Map([[friday, 2]]), thursdayNoon, ZONE))).toEqual([
    nextFriday,
  ])
})

describe('a requested window is judged', () => {
  const judge = (
    requested: string,
    taken: Map<string, number> = none,
    availability = DEFAULT_AVAILABILITY,
  ) => judgeRequest(requested, availability, taken, thursdayNoon, ZONE)

  test('open: the window itself', () => {
    expect(judge('2026-12-08T10:00-06:00')).toEqual({
      window: {
        start: '2026-12-08T16:00:00.000Z',
        end: '2026-12-08T18:00:00.000Z',
        local: '2026-12-08T10:00-06:00',
        placesLeft: 1,
      },
    })
  })

  test.each([
    ['not a window', '2026-12-08T09:00-06:00'],
    ['a Saturday', '2026-12-05T08:00-06:00'],
    ['the wrong offset', '2026-12-08T08:00-05:00'],
    ['no offset', '2026-12-08T08:00'],
    ['a UTC instant', '2026-12-08T14:00:00.000Z'],
    ['a day that does not exist', '2027-02-30T08:00-06:00'],
    ['not a date at all', 'tomorrow morning'],
  ])('unknown: %s', (_, requested) => {
    expect(judge(requested)).toEqual({ reason: 'unknown' })
  })

  test('past: begun or over', () => {
    expect(judge('2026-12-03T10:00-06:00')).toEqual({ reason: 'past' })
    expect(judge('2026-11-30T08:00-06:00')).toEqual({ reason: 'past' })
  })

  test('closed: a day off, within the notice, or past the horizon', () => {
    expect(judge('2026-12-03T15:00-06:00')).toEqual({ reason: 'closed' })
    expect(judge('2026-12-18T08:00-06:00')).toEqual({ reason: 'closed' })
    const off = { ...DEFAULT_AVAILABILITY, daysOff: ['2026-12-08'] }
    expect(judge('2026-12-08T08:00-06:00', none, off)).toEqual({ reason: 'closed' })
  })

  test('full: every place taken', () => {
    const taken = new Map([['2026-12-08T14:00:00.000Z', 1]])
    expect(judge('2026-12-08T08:00-06:00', taken)).toEqual({ reason: 'full' })
  })
})

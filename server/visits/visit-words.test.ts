import { expect, test } from 'vitest'
import { pickerDays, visitDay, visitHours, visitWhen, visitWhenShort } from './visit-words'

// Tuesday 8 December 2026, 8:00–10:00 in Springfield (CST, UTC−6).
const morning = { start: '2026-12-08T14:00:00.000Z', end: '2026-12-08T16:00:00.000Z' }

test('a window reads on the business clock, in full and short for the history', () => {
  expect(visitWhen(morning)).toBe('Tuesday, December 8, 8–10 am')
  expect(visitWhenShort(morning)).toBe('Tue, Dec 8, 8–10 am')
})

test('a window across noon names both halves of the day; minutes show when there are some', () => {
  // Monday 6 July 2026, 11:00–13:00 CDT (UTC−5).
  expect(visitHours({ start: '2026-07-06T16:00:00.000Z', end: '2026-07-06T18:00:00.000Z' })).toBe(
    '11 am–1 pm',
  )
  expect(visitHours({ start: '2026-12-08T14:30:00.000Z', end: '2026-12-08T16:00:00.000Z' })).toBe(
    '8:30–10 am',
  )
  // 23:30 in Springfield is still the day before there.
  expect(visitDay('2026-12-09T05:30:00.000Z')).toBe('Tuesday, December 8')
})

test('the picker groups windows by the business day, and shows the first five days only', () => {
  const open = Array.from({ length: 7 }, (_, index) => {
    const day = String(7 + index).padStart(2, '0')
    return [8, 13].map((hour) => ({
      start: new Date(`2026-12-${day}T${String(hour).padStart(2, '0')}:00:00-06:00`).toISOString(),
      end: new Date(
        `2026-12-${day}T${String(hour + 2).padStart(2, '0')}:00:00-06:00`,
      ).toISOString(),
      local: `2026-12-${day}T${String(hour).padStart(2, '0')}:00-06:00`,
      placesLeft: 1,
    }))
  }).flat()
  const days = pickerDays(open)
  expect(days.map((day) => day.label)).toEqual([
    'Monday, December 7',
    'Tuesday, December 8',
    'Wednesday, December 9',
    'Thursday, December 10',
    'Friday, December 11',
  ])
  expect(days[0]?.windows).toEqual([
    { value: '2026-12-07T08:00-06:00', label: '8–10 am' },
    { value: '2026-12-07T13:00-06:00', label: '1–3 pm' },
  ])
})

import { expect, test } from 'vitest'
import { visitDay, visitWindow, visitWindowShort } from './visit-format'

// Tuesday 8 December 2026, 8:00–10:00 in Springfield (CST, UTC−6).
const morning = { start: '2026-12-08T14:00:00.000Z', end: '2026-12-08T16:00:00.000Z' }

test('a window reads on the business clock, long on the page and short in the history', () => {
  expect(visitWindow(morning)).toBe('Tuesday 8 December, 8:00–10:00 am')
  expect(visitWindowShort(morning)).toBe('Tue 8 Dec, 8:00–10:00')
})

test('a window across noon names both halves of the day; summer time is CDT', () => {
  // Monday 6 July 2026, 11:00–13:00 CDT (UTC−5).
  const noon = { start: '2026-07-06T16:00:00.000Z', end: '2026-07-06T18:00:00.000Z' }
  expect(visitWindow(noon)).toBe('Monday 6 July, 11:00 am–1:00 pm')
  expect(visitWindowShort(noon)).toBe('Mon 6 Jul, 11:00–13:00')
  expect(visitDay('2026-12-09T05:30:00.000Z')).toBe('Tuesday 8 December')
})

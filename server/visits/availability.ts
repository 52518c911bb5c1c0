import { z } from 'zod'

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 08:00')
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-12-25')

/** One weekly visit window on each of `weekdays` (1 Monday … 7 Sunday), on the business's clock. */
const weeklyWindowSchema = z
  .object({
    weekdays: z.array(z.number().int().min(1).max(7)).min(1),
    start: clock,
    end: clock,
    places: z.number().int().min(1),
  })
  .refine((window) => window.start < window.end, 'a window ends after it starts')

/**
 * The owner's availability. `noticeWorkingDays` says how soon: 1 offers the next working day
 * first, 0 today's windows still to come. `horizonDays` says how far ahead, in calendar days.
 */
export const availabilitySchema = z.object({
  hours: z.array(weeklyWindowSchema),
  daysOff: z.array(day),
  noticeWorkingDays: z.number().int().min(0).max(60),
  horizonDays: z.number().int().min(1).max(366),
})

export type Availability = z.infer<typeof availabilitySchema>

const WEEKDAYS = [1, 2, 3, 4, 5]

/** Out of the box: four two-hour windows each weekday, one visit each, two weeks ahead. */
export const DEFAULT_AVAILABILITY: Availability = {
  hours: [
    { weekdays: WEEKDAYS, start: '08:00', end: '10:00', places: 1 },
    { weekdays: WEEKDAYS, start: '10:00', end: '12:00', places: 1 },
    { weekdays: WEEKDAYS, start: '13:00', end: '15:00', places: 1 },
    { weekdays: WEEKDAYS, start: '15:00', end: '17:00', places: 1 },
  ],
  daysOff: [],
  noticeWorkingDays: 1,
  horizonDays: 14,
}

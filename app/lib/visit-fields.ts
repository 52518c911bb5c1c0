// The visit picker's fields; the Node server writes the open windows into /contact (server/visits/).
export const VISIT_FIELD = 'visit-window'
export const ADDRESS_FIELD = 'address'
export const ADDRESS_MAX_LENGTH = 300
// The picker's id: calls to action link /contact#visit; a static host keeps an empty anchor there.
export const VISIT_ANCHOR = 'visit'
// Where the thank-you page names the booked window, filled by the Node server.
export const VISIT_BOOKED_SLOT = 'visit-booked'
// The lead a visitor may still book a window for, after the one picked was taken.
export const LEAD_QUERY = 'lead'
export const VISIT_PATH = '/contact/visit'

/** A window's start on the business's clock with that day's offset: "2026-12-08T08:00-06:00". */
export const LOCAL_WINDOW = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2}$/

/** The open windows as the picker shows them: by day, labels on the business's clock. */
export type PickerDay = { label: string; windows: { value: string; label: string }[] }

/** What the picker shows besides the windows: a choice kept, or the window just taken. */
export type PickerState = { days: PickerDay[]; picked?: string; address?: string; taken?: boolean }

/** What a sent form's answer says of the window: booked (`when`), or taken with others to pick. */
export type SentVisit = { when: string } | { lead: string; picker: PickerState }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isPickerDay = (day: unknown): day is PickerDay =>
  isObject(day) &&
  typeof day.label === 'string' &&
  Array.isArray(day.windows) &&
  day.windows.every(
    (window) =>
      isObject(window) && typeof window.value === 'string' && typeof window.label === 'string',
  )

/** Reads the `visit` of the server's JSON answer to a sent form (server/contact/responses.ts). */
export function sentVisit(body: unknown): SentVisit | undefined {
  const visit = isObject(body) ? body.visit : undefined
  if (!isObject(visit)) return undefined
  if (typeof visit.when === 'string') return { when: visit.when }
  const { lead, days } = visit
  if (typeof lead === 'string' && Array.isArray(days) && days.every(isPickerDay))
    return { lead, picker: { days, taken: true } }
  return undefined
}

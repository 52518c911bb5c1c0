/** What each of the owner's visit buttons says once the page is back at the Visit block. */
export const VISIT_NOTICES = {
  'visit-confirmed': 'Visit confirmed.',
  'visit-moved': 'The new time is booked and confirmed.',
  'visit-declined': 'Visit declined; its time is open again.',
  'visit-unchanged': 'Nothing changed: the visit was already so. Nothing is sent again.',
  'visit-taken': 'That time is no longer open, so nothing changed. Choose another.',
  'visit-was-declined': 'This visit was declined and its time given back: offer another time.',
  'visit-none': 'This lead has no visit to change.',
} as const

export type VisitDone = keyof typeof VISIT_NOTICES

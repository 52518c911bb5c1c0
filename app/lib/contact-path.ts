import { VISIT_ANCHOR } from './visit-fields'

export const contactPath = '/contact'
// Where a free estimate is booked online: the form's visit picker.
export const bookVisitPath = `${contactPath}#${VISIT_ANCHOR}`

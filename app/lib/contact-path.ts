import { VISIT_PICKER_ID } from './contact-fields'

export const contactPath = '/contact'
// Where a free estimate is booked online: the form's visit picker.
export const bookVisitPath = `${contactPath}#${VISIT_PICKER_ID}`

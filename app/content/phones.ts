import type { Phone } from './schemas'

/** The company's numbers: the site config's own, and the second one some copy uses (spec §9). */
export const primaryPhone = {
  display: '(217) 555-0142',
  dashed: '217-555-0142',
  telLink: 'tel:+12175550142',
} satisfies Phone

export const secondaryPhone = {
  display: '(217) 555-0199',
  dashed: '217-555-0199',
  telLink: 'tel:+12175550199',
} satisfies Phone

import type { Lead, LeadInput } from '../../server/leads/types'

/** A visitor's lead as the form sends it, for tests of the lead store; override what matters. */
export const leadInput = (overrides: Partial<LeadInput> = {}): LeadInput => ({
  name: 'Pat Green',
  email: 'pat@example.com',
  phone: '(217) 555-0100',
  comment: 'Our silver maple drops limbs on the garage.',
  page: '/tree-removal',
  referrer: '',
  landingPage: '/',
  utm: '',
  service: '',
  urgency: '',
  ...overrides,
})

/** The same lead as the store gives it back. */
export const storedLead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 'id-1',
  createdAt: '2024-01-02T03:04:05.000Z',
  ...leadInput(),
  ...overrides,
})

/** The same visitor's words as the contact form posts them; override or add fields. */
export function contactForm<Fields extends Record<string, string> = Record<never, never>>(
  overrides: Fields = {} as Fields,
) {
  const { name, email, phone, comment } = leadInput()
  return { 'form-name': 'contact', name, email, phone, comment, ...overrides }
}

import type { Lead, LeadInput } from '../../server/leads/types'

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
  address: '',
  ...overrides,
})

export const storedLead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 'id-1',
  createdAt: '2024-01-02T03:04:05.000Z',
  ...leadInput(),
  ...overrides,
})

export function contactForm<Fields extends Record<string, string> = Record<never, never>>(
  overrides: Fields = {} as Fields,
) {
  const { name, email, phone, comment } = leadInput()
  return { 'form-name': 'contact', name, email, phone, comment, ...overrides }
}

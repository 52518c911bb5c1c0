import { expect, test } from 'vitest'
import { storedLead } from '../../tests/support/lead-input'
import { pushPayload } from './notification'

test("the alert says where the job is when the visitor gave the property's address", () => {
  const lead = storedLead({
    service: 'stump-grinding',
    urgency: 'week',
    address: '410 Walnut Street, Springfield, IL 62704',
    comment: 'Two stumps by the patio.',
  })
  expect(pushPayload('new', lead, 1).body).toBe(
    'Stump Grinding · Within a week · 410 Walnut Street, Springfield, IL 62704\nTwo stumps by the patio.',
  )
  expect(pushPayload('new', { ...lead, address: '' }, 1).body).toBe(
    'Stump Grinding · Within a week\nTwo stumps by the patio.',
  )
})

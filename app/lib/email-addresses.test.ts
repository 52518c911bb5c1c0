import { expect, test } from 'vitest'
import { splitEmailAddresses } from './email-addresses'

test('copy is split around each e-mail address, with its two halves', () => {
  expect(splitEmailAddresses('Write to hello@canopytreecare.example any time.')).toEqual([
    { text: 'Write to ' },
    {
      text: 'hello@canopytreecare.example',
      email: { local: 'hello', domain: 'canopytreecare.example' },
    },
    { text: ' any time.' },
  ])
  expect(splitEmailAddresses('(217) 555-0142')).toEqual([{ text: '(217) 555-0142' }])
})

import { describe, expect, test } from 'vitest'
import { splitPhoneNumbers } from './phone-numbers'

describe('phone numbers in copy', () => {
  test.each([
    ['call (217) 555-0199 now', '(217) 555-0199', 'tel:+12175550199'],
    ['call 217-555-0142.', '217-555-0142', 'tel:+12175550142'],
    ['call 217.555.0142', '217.555.0142', 'tel:+12175550142'],
    ['call +1 217 555 0142', '+1 217 555 0142', 'tel:+12175550142'],
  ])('%s becomes a tel: link', (text, number, telLink) => {
    const parts = splitPhoneNumbers(text)
    expect(parts.map((part) => part.text).join('')).toBe(text)
    expect(parts.filter((part) => part.telLink)).toEqual([{ text: number, telLink }])
  })

  test('text without a number stays one plain run; years and counts are not numbers', () => {
    const text = 'Since 2009 we have cared for 5000+ trees, 24/7.'
    expect(splitPhoneNumbers(text)).toEqual([{ text }])
  })

  test('two numbers in one sentence are two links', () => {
    const parts = splitPhoneNumbers('(217) 555-0142 or (217) 555-0199')
    expect(parts.filter((part) => part.telLink).map((part) => part.telLink)).toEqual([
      'tel:+12175550142',
      'tel:+12175550199',
    ])
  })
})

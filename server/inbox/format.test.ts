import { describe, expect, test } from 'vitest'
import { contactFields, fieldProblem } from '../../app/lib/contact-fields'
import { REFUSED_BY_THE_FORM, RIGGED_ADDRESSES } from '../../tests/support/rigged-addresses'
import {
  answerClock,
  dialable,
  duration,
  exactTime,
  firstLine,
  isWaiting,
  mailtoLink,
  relativeTime,
} from './format'

test("times: relative, and exact on the business's clock (Springfield, IL), en-US", () => {
  const now = Date.parse('2026-12-02T18:00:00Z')
  expect(relativeTime('2026-12-02T17:59:30Z', now)).toBe('just now')
  expect(relativeTime('2026-12-02T17:55:00Z', now)).toBe('5 minutes ago')
  expect(relativeTime('2026-12-02T15:00:00Z', now)).toBe('3 hours ago')
  expect(relativeTime('2026-12-01T17:00:00Z', now)).toBe('yesterday')
  expect(relativeTime('2026-11-28T17:00:00Z', now)).toBe('4 days ago')
  // 18:00 UTC is noon in Chicago in December (UTC−6).
  expect(exactTime('2026-12-02T18:00:00Z')).toBe('Dec 2, 2026, 12:00 PM')
})

test('a lead still New a day after it came is waiting; one worked or in Spam is not', () => {
  const now = Date.parse('2026-12-02T18:00:00Z')
  const lead = { status: 'new' as const, createdAt: '2026-12-01T17:00:00Z', spam: null }
  expect(isWaiting(lead, now)).toBe(true)
  expect(isWaiting({ ...lead, createdAt: '2026-12-01T19:00:00Z' }, now)).toBe(false)
  expect(isWaiting({ ...lead, status: 'contacted' }, now)).toBe(false)
  expect(isWaiting({ ...lead, spam: 'Too fast' }, now)).toBe(false)
})

test('the first line of a message, and the number a call or text dials', () => {
  expect(firstLine('\n  \nOak over the roof\nSecond line')).toBe('Oak over the roof')
  expect(dialable('(217) 555-0100')).toBe('+12175550100')
  expect(dialable('+1 217.555.0100')).toBe('+12175550100')
  expect(dialable('+44 20 7946 0958')).toBe('+442079460958')
})

describe('the Reply link: one recipient, whatever the visitor typed as an address', () => {
  const emailField = contactFields.find((field) => field.name === 'email')!
  const subject = 'Your tree care request to Canopy Tree Care'

  test('the rigged addresses pass the form, and the review’s own does not', () => {
    for (const address of Object.values(RIGGED_ADDRESSES)) {
      expect(fieldProblem(emailField, address), address).toBeUndefined()
    }
    expect(fieldProblem(emailField, REFUSED_BY_THE_FORM)).toBe('email')
  })

  test.each(Object.entries(RIGGED_ADDRESSES))(
    '%s: only percent-encoded in the mailto',
    (_, address) => {
      const link = mailtoLink(address, subject)
      const url = new URL(link)
      // The link's own syntax is only its one ?subject=: no cc, bcc, body or fragment of the visitor's.
      expect(link.split('?')).toHaveLength(2)
      expect(link).not.toMatch(/[&#]/)
      expect([...url.searchParams.keys()]).toEqual(['subject'])
      expect(url.searchParams.get('subject')).toBe(subject)
      // The recipient a mail program reads is the whole address, as typed.
      expect(decodeURIComponent(url.pathname)).toBe(address)
    },
  )

  test('a plain address stays readable', () => {
    expect(mailtoLink('pat.green@example.com', 'Hi there')).toBe(
      'mailto:pat.green@example.com?subject=Hi%20there',
    )
  })
})

test('the response clock: how long a lead waited for its first answer, or has so far', () => {
  const createdAt = '2026-12-02T15:00:00Z'
  const at = (minutes: number) => new Date(Date.parse(createdAt) + minutes * 60_000).toISOString()
  const lead = { createdAt, firstAnswerAt: null, spam: null }
  expect(answerClock({ ...lead, firstAnswerAt: at(12) })).toBe('Answered after 12 min')
  expect(answerClock(lead, Date.parse(at(120)))).toBe('Waiting 2 h')
  expect(answerClock(lead, Date.parse(at(0.5)))).toBe('Waiting under a minute')
  expect(answerClock({ ...lead, spam: 'Too fast' }, Date.parse(at(120)))).toBeUndefined()
  expect(duration(125 * 60_000)).toBe('2 h 5 min')
  expect(duration(30 * 60 * 60_000)).toBe('30 h')
  expect(duration(3 * 24 * 60 * 60_000)).toBe('3 days')
})

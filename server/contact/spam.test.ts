import { expect, test } from 'vitest'
import { contactForm } from '../../tests/support/lead-input'
import { validateSubmission } from './schema'
import { spamReason } from './spam'

const judged = (fields: Record<string, string>) => {
  const result = validateSubmission(contactForm(fields))
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return spamReason(result.submission)
}

test('a person, with or without script, is not spam', () => {
  expect(judged({})).toBeUndefined()
  expect(judged({ 'form-shown-ms': '41250' })).toBeUndefined()
  expect(judged({ comment: 'See my photos at https://photos.example/oak' })).toBeUndefined()
  // A stamp that is not a number is not judged by time.
  expect(judged({ 'form-shown-ms': 'soon' })).toBeUndefined()
})

test.each([
  [
    'the hidden field filled in',
    { 'bot-field': 'x' },
    'Filled in the hidden field only robots see',
  ],
  [
    'sent 0.9 s after the form appeared',
    { 'form-shown-ms': '900' },
    'Sent 0.9 s after the form appeared',
  ],
  ['a web link as the name', { name: 'Cheap SEO www.spam.example' }, 'A web link as the name'],
  [
    'three links in the message',
    { comment: 'http://a.example http://b.example https://c.example buy now' },
    '3 web links in the message',
  ],
])('spam: %s', (_case, fields, reason) => {
  expect(judged(fields)).toBe(reason)
})

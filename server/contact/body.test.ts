import { expect, test } from 'vitest'
import { createPhotoBuffer } from './body'

test('the photo bytes of all posts together stay under the ceiling; an answered post gives its share back', () => {
  const buffer = createPhotoBuffer(100)
  const first = buffer.forPost()
  const second = buffer.forPost()
  expect(first.holdUpTo(60)).toBe(true)
  // Holding what it already holds costs nothing more.
  expect(first.holdUpTo(40)).toBe(true)
  expect(second.holdUpTo(50)).toBe(false)
  expect(second.holdUpTo(40)).toBe(true)
  expect(first.holdUpTo(61)).toBe(false)

  first.release()
  expect(second.holdUpTo(100)).toBe(true)
  expect(buffer.forPost().holdUpTo(1)).toBe(false)
  second.release()
  expect(buffer.forPost().holdUpTo(100)).toBe(true)
})

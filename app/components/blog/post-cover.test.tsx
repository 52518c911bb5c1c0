// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { PostCover } from './post-cover'

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1d5c37"/></svg>'

test('a drawing is drawn inside the page and named like an image', () => {
  render(<PostCover image={{ markup: drawing }} alt="An arborist trimming an oak" />)
  const cover = screen.getByRole('img', { name: 'An arborist trimming an oak' })
  expect(cover.tagName).toBe('DIV')
  expect(cover.querySelector(':scope > svg > rect')?.getAttribute('fill')).toBe('#1d5c37')
})

test('a photo is an image fetched first, at the size the page reserves for it', () => {
  render(<PostCover image={{ src: '/images/uploads/oak.jpg' }} alt="A pruned oak" />)
  const cover = screen.getByRole('img', { name: 'A pruned oak' })
  expect(cover.tagName).toBe('IMG')
  expect(cover.getAttribute('src')).toBe('/images/uploads/oak.jpg')
  expect(cover.getAttribute('fetchpriority')).toBe('high')
  expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1200', '675'])
})

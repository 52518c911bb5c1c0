import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, expect, test } from 'vitest'
import { INLINE_SVG_MAX_BYTES, inlineSmallSvg, inlineSvgMarkup } from './inline-image.server'

let publicDir: string
const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#1d5c37"/></svg>'
beforeAll(() => {
  publicDir = mkdtempSync(path.join(os.tmpdir(), 'inline-image-'))
  mkdirSync(path.join(publicDir, 'images/blog'), { recursive: true })
  writeFileSync(path.join(publicDir, 'images/small.svg'), `${drawing}\n`)
  writeFileSync(path.join(publicDir, 'images/blog/cover.svg'), `${drawing}\n`)
  writeFileSync(
    path.join(publicDir, 'images/blog/with-prolog.svg'),
    `<?xml version="1.0" encoding="UTF-8"?>\n${drawing}`,
  )
  writeFileSync(
    path.join(publicDir, 'images/blog/large.svg'),
    drawing.replace('</svg>', `<!--${'x'.repeat(INLINE_SVG_MAX_BYTES)}--></svg>`),
  )
  writeFileSync(
    path.join(publicDir, 'images/large.svg'),
    drawing.replace('</svg>', `<!--${'x'.repeat(INLINE_SVG_MAX_BYTES)}--></svg>`),
  )
  writeFileSync(path.join(publicDir, 'images/photo.jpg'), 'not really a photo')
})

test('a small drawing from public/ goes into the page as a data: URI that draws the same SVG', () => {
  const src = inlineSmallSvg('/images/small.svg', publicDir)
  expect(src).toMatch(/^data:image\/svg\+xml,/)
  // Valid HTML: no raw space in the URL.
  expect(src).not.toContain(' ')
  expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length)).replaceAll("'", '"')).toBe(
    drawing,
  )
})

test('a photo, a large drawing, a missing file, a remote image or a path out of public/ stay as they are', () => {
  for (const src of [
    '/images/photo.jpg',
    '/images/large.svg',
    '/images/missing.svg',
    'https://images.ctfassets.net/space/cover.svg',
    '/../outside.svg',
  ])
    expect(inlineSmallSvg(src, publicDir)).toBe(src)
})

test("a post's cover drawing from /images/blog/ is written into the page as its own markup", () => {
  expect(inlineSvgMarkup('/images/blog/cover.svg', publicDir)).toBe(drawing)
})

test('anything else stays an image: a drawing outside /images/blog/, a large or missing one, one that is not a bare <svg>, a photo, a remote image', () => {
  for (const src of [
    '/images/small.svg',
    '/images/blog/large.svg',
    '/images/blog/missing.svg',
    '/images/blog/with-prolog.svg',
    '/images/photo.jpg',
    'https://images.ctfassets.net/space/cover.svg',
    '/images/blog/../small.svg',
  ])
    expect(inlineSvgMarkup(src, publicDir)).toBeUndefined()
})

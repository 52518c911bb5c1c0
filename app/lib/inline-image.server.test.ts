import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, expect, test } from 'vitest'
import sharp from 'sharp'
import { INLINE_SVG_MAX_BYTES, inlinePngIcon, inlineSvgMarkup } from './inline-image.server'

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

test("the tab's icon goes into the page as a PNG data: URI of the size asked, drawn from the SVG", async () => {
  const src = await inlinePngIcon('/images/small.svg', 32, publicDir)
  expect(src).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
  const png = Buffer.from(src.slice('data:image/png;base64,'.length), 'base64')
  const { width, height } = await sharp(png).metadata()
  expect([width, height]).toEqual([32, 32])
  // The drawing is one green rectangle: its middle pixel is that green.
  const { data } = await sharp(png)
    .extract({ left: 16, top: 16, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect([...data.subarray(0, 3)]).toEqual([0x1d, 0x5c, 0x37])
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

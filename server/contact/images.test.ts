import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import {
  blankPng,
  brokenPixelsJpeg,
  decompressionBomb,
  hasGpsPosition,
  phonePhoto,
  pngWithPageAppended,
  scriptedSvg,
  truncatedJpeg,
} from '../../tests/support/photos'
import { PhotoRefused, reencodePhoto, smallCopyOf } from './images'

const refusal = async (bytes: Buffer) => {
  try {
    await reencodePhoto(bytes, { maxSide: 2048 })
  } catch (error) {
    if (error instanceof PhotoRefused) return error.reason
    throw error
  }
  return 'accepted'
}

describe('a photo from outside is kept only re-encoded', () => {
  test('a phone photo comes back at most 2,048 px, with no EXIF and no GPS position', async () => {
    const original = await phonePhoto(4000, 3000)
    expect(await hasGpsPosition(original)).toBe(true)
    const photo = await reencodePhoto(original, { maxSide: 2048 })
    expect(photo).toMatchObject({ format: 'jpeg', width: 2048, height: 1536 })
    const stored = await sharp(photo.bytes).metadata()
    expect(stored.exif).toBeUndefined()
    expect(stored.xmp).toBeUndefined()
    expect(stored.iptc).toBeUndefined()
    expect(await hasGpsPosition(photo.bytes)).toBe(false)
  })

  test('a portrait photo stays upright once its orientation tag is gone', async () => {
    // Stored 1200 × 800 with "rotate 90°": the visitor saw it 800 wide and 1200 tall.
    const photo = await reencodePhoto(await phonePhoto(1200, 800, 6), { maxSide: 2048 })
    expect([photo.width, photo.height]).toEqual([800, 1200])
    expect((await sharp(photo.bytes).metadata()).orientation).toBeUndefined()
  })

  test('a small photo is not enlarged; anything appended after the image is dropped', async () => {
    const polyglot = await pngWithPageAppended()
    const photo = await reencodePhoto(polyglot, { maxSide: 2048 })
    expect(photo).toMatchObject({ format: 'png', width: 800, height: 600 })
    expect(photo.bytes.includes(Buffer.from('<script>'))).toBe(false)
  })
})

describe('what is not a readable photo is refused, by its bytes', () => {
  test.each([
    ['an SVG with a script', () => scriptedSvg, 'not-a-photo'],
    ['a page', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'not-a-photo'],
    ['an empty file', () => Buffer.alloc(0), 'not-a-photo'],
    ['a JPEG cut in half', truncatedJpeg, 'unreadable'],
    ['a JPEG with broken pixels', brokenPixelsJpeg, 'unreadable'],
    ['a 20,000 × 20,000 PNG (a decompression bomb)', decompressionBomb, 'too-many-pixels'],
  ])('%s', async (_name, make, reason) => {
    expect(await refusal(await make())).toBe(reason)
  })
})

describe('a picture too large is refused from its header, before any pixel is decoded', () => {
  const judged = async (bytes: Buffer) => {
    try {
      await reencodePhoto(bytes, { maxSide: 2048 })
    } catch (error) {
      if (error instanceof PhotoRefused) return [error.reason, error.judgedBy]
      throw error
    }
    return ['accepted']
  }

  test.each([
    ['a 50,000,000 × 1 PNG (few pixels, one side far too long)', 50_000_000, 1, 'too-long-a-side'],
    ['a 1 × 50,000,000 PNG', 1, 50_000_000, 'too-long-a-side'],
    ['a 12,000 × 12,000 PNG (144 million pixels)', 12_000, 12_000, 'too-many-pixels'],
    ['a 20,000 × 20,000 PNG (a decompression bomb)', 20_000, 20_000, 'too-many-pixels'],
  ])('%s', async (_name, width, height, reason) => {
    expect(await judged(blankPng(width, height))).toEqual([reason, 'header'])
  })

  test('a long panorama under both limits is still taken', async () => {
    const photo = await reencodePhoto(blankPng(16_000, 1_000), { maxSide: 2048 })
    expect([photo.width, photo.height]).toEqual([2048, 128])
  })
})

describe('what spam keeps of a photo', () => {
  test('only a small WebP copy, upright and without metadata', async () => {
    const original = await phonePhoto(4000, 3000)
    const copy = await smallCopyOf(original)
    expect(copy).toMatchObject({ format: 'webp', width: 320, height: 240 })
    expect(await hasGpsPosition(copy.bytes)).toBe(false)
    expect(copy.bytes.length).toBeLessThan(original.length / 10)
  })

  test('is judged like any photo', async () => {
    await expect(smallCopyOf(scriptedSvg)).rejects.toMatchObject({ reason: 'not-a-photo' })
    await expect(smallCopyOf(blankPng(50_000_000, 1))).rejects.toMatchObject({
      reason: 'too-long-a-side',
    })
  })
})

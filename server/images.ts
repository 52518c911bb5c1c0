import sharp from 'sharp'
import { type PhotoFormat, sniffPhoto } from './photo-format'

// Each photo is decoded once: libvips's cache of recent operations would only hold memory.
sharp.cache(false)

/**
 * Photos from outside (an editor's upload, a visitor's picture of a tree) are judged by their bytes
 * and never kept as sent: each is decoded in full under a pixel limit and encoded again, which drops
 * every metadata block (EXIF with the GPS position, XMP, IPTC, comments) and anything appended to
 * the image. Only JPEG, PNG and WebP are read; SVG (which can carry script), HTML and the rest are
 * refused before any decoder sees them.
 */

/** More pixels than any phone camera's default photo: a larger image is refused unread (a
 *  decompression bomb is small on disk and huge in memory). */
export const PHOTO_PIXEL_LIMIT = 50_000_000

export type PhotoRefusal = 'not-a-photo' | 'unreadable' | 'too-many-pixels'

export class PhotoRefused extends Error {
  override name = 'PhotoRefused'
  constructor(readonly reason: PhotoRefusal) {
    super(reason)
  }
}

/** A few decodes at a time: each may hold a whole photo's pixels in memory. */
const DECODES_AT_ONCE = 2
let decoding = 0
const waiting: (() => void)[] = []

async function withDecodeSlot<T>(task: () => Promise<T>): Promise<T> {
  if (decoding < DECODES_AT_ONCE) decoding += 1
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await task()
  } finally {
    // The slot passes straight to the next in line, so a newcomer cannot slip in between.
    const next = waiting.shift()
    if (next) next()
    else decoding -= 1
  }
}

export type Photo = { bytes: Buffer; format: PhotoFormat; width: number; height: number }

/**
 * The photo decoded in full and encoded again in its own format, upright (its orientation tag
 * applied, as the tag itself is dropped), at most `maxSide` px on its long side, with no metadata.
 * Throws PhotoRefused with the reason when the bytes are not a photo that can be read.
 */
export function reencodePhoto(input: Buffer, options: { maxSide: number }): Promise<Photo> {
  const format = sniffPhoto(input)
  if (!format) return Promise.reject(new PhotoRefused('not-a-photo'))
  return withDecodeSlot(async () => {
    // failOn 'warning' (the default, said here because it matters): a damaged or cut-short image
    // is refused now, not kept to fail every later build.
    const image = sharp(input, { limitInputPixels: PHOTO_PIXEL_LIMIT, failOn: 'warning' })
      .rotate()
      .resize({
        width: options.maxSide,
        height: options.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
    const encoded =
      format === 'jpeg'
        ? image.jpeg({ quality: 85 })
        : format === 'png'
          ? image.png()
          : image.webp({ quality: 85 })
    try {
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
      return { bytes: data, format, width: info.width, height: info.height }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      throw new PhotoRefused(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable')
    }
  })
}

/** The small copy the owner's lists show (a photo is already decoded and clean when it gets here). */
export function thumbnailOf(photo: Buffer): Promise<Buffer> {
  return withDecodeSlot(() =>
    sharp(photo)
      .resize({ width: 320, height: 320, fit: 'inside' })
      .webp({ quality: 70 })
      .toBuffer(),
  )
}

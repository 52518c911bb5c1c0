import sharp, { type Sharp } from 'sharp'
import { type PhotoFormat, sniffPhoto } from './photo-format'
import { createWorkQueue } from './work-queue'

// Each photo is decoded once: libvips's cache of recent operations would only hold memory.
sharp.cache(false)
// One thread per decode: a photo being re-made never takes both cores from the visitors' pages.
sharp.concurrency(1)

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
/** The longest side read: a panorama fits, a 50,000,000 × 1 strip (few pixels, a costly decode)
 *  does not. WebP itself stops at 16,383. */
export const PHOTO_SIDE_LIMIT = 16_384
/** The long side of the small copy the owner's lists show (and all that spam keeps of a photo). */
const THUMBNAIL_SIDE = 320

export type PhotoRefusal = 'not-a-photo' | 'unreadable' | 'too-many-pixels' | 'too-long-a-side'

export class PhotoRefused extends Error {
  override name = 'PhotoRefused'
  /** `header`: refused from the width and height the file states, before any pixel was decoded. */
  constructor(
    readonly reason: PhotoRefusal,
    readonly judgedBy: 'bytes' | 'header' | 'decoder',
  ) {
    super(reason)
  }
}

/**
 * A few decodes at a time: each may hold a whole photo's pixels in memory. Its callers bound how
 * many wait (the contact form's queue of posts, the editor's signed-in uploads).
 */
const decodes = createWorkQueue({ atOnce: 2, waiting: Number.POSITIVE_INFINITY })

export type Photo = { bytes: Buffer; format: PhotoFormat; width: number; height: number }

/**
 * What the file says it is, from its first bytes and its header alone (sharp's metadata() reads
 * no pixels): a format we take, and sides and a pixel count under the limits, or PhotoRefused.
 */
async function checkPhotoHeader(input: Buffer): Promise<PhotoFormat> {
  const format = sniffPhoto(input)
  if (!format) throw new PhotoRefused('not-a-photo', 'bytes')
  // No pixel limit for reading the header: it decodes none, and the limits are judged just below.
  const { width, height } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }))
  if (!width || !height) throw new PhotoRefused('unreadable', 'header')
  if (width * height > PHOTO_PIXEL_LIMIT) throw new PhotoRefused('too-many-pixels', 'header')
  if (Math.max(width, height) > PHOTO_SIDE_LIMIT)
    throw new PhotoRefused('too-long-a-side', 'header')
  return format
}

/** Decodes under sharp's own limits, upright, at most `maxSide`, then encodes as `encode` says. */
async function remake(
  input: Buffer,
  maxSide: number,
  encode: (image: Sharp) => Sharp,
): Promise<{ data: Buffer; width: number; height: number }> {
  return decodes.run(async () => {
    // failOn 'warning' (the default, said here because it matters): a damaged or cut-short image
    // is refused now, not kept to fail every later build.
    const image = sharp(input, { limitInputPixels: PHOTO_PIXEL_LIMIT, failOn: 'warning' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    try {
      const { data, info } = await encode(image).toBuffer({ resolveWithObject: true })
      return { data, width: info.width, height: info.height }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      throw new PhotoRefused(
        /pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable',
        'decoder',
      )
    }
  })
}

/**
 * The photo decoded in full and encoded again in its own format, upright (its orientation tag
 * applied, as the tag itself is dropped), at most `maxSide` px on its long side, with no metadata.
 * Throws PhotoRefused with the reason when the bytes are not a photo that can be read.
 */
export async function reencodePhoto(input: Buffer, options: { maxSide: number }): Promise<Photo> {
  const format = await checkPhotoHeader(input)
  const { data, width, height } = await remake(input, options.maxSide, (image) =>
    format === 'jpeg'
      ? image.jpeg({ quality: 85 })
      : format === 'png'
        ? image.png()
        : image.webp({ quality: 85 }),
  )
  return { bytes: data, format, width, height }
}

const asThumbnail = (image: Sharp) => image.webp({ quality: 70 })

/** The small copy the owner's lists show (a photo is already decoded and clean when it gets here). */
export async function thumbnailOf(photo: Buffer): Promise<Buffer> {
  return (await remake(photo, THUMBNAIL_SIDE, asThumbnail)).data
}

/**
 * Only the small copy of a photo from outside, made straight from the bytes sent (judged like
 * reencodePhoto): what is kept of a photo that came with spam.
 */
export async function smallCopyOf(input: Buffer): Promise<Photo> {
  await checkPhotoHeader(input)
  const { data, width, height } = await remake(input, THUMBNAIL_SIDE, asThumbnail)
  return { bytes: data, format: 'webp', width, height }
}

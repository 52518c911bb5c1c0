import sharp, { type Sharp } from 'sharp'
import { type PhotoFormat, sniffPhoto } from './photo-format'
import { createWorkQueue } from './work-queue'

// Each photo is decoded once: libvips's cache of recent operations would only hold memory.
sharp.cache(false)
// One thread per decode: re-making a photo never takes every core from the visitors' pages.
sharp.concurrency(1)

// Photos are never kept as sent: re-encoding drops EXIF (GPS), XMP and anything appended.

/** A larger image is refused unread: a decompression bomb is small on disk, huge in memory. */
export const PHOTO_PIXEL_LIMIT = 50_000_000
/** A long thin strip has few pixels but a costly decode. */
export const PHOTO_SIDE_LIMIT = 16_384
const THUMBNAIL_SIDE = 320

export type PhotoRefusal = 'not-a-photo' | 'unreadable' | 'too-many-pixels' | 'too-long-a-side'

export class PhotoRefused extends Error {
  override name = 'PhotoRefused'
  constructor(
    readonly reason: PhotoRefusal,
    readonly judgedBy: 'bytes' | 'header' | 'decoder',
  ) {
    super(reason)
  }
}

// Each decode may hold a whole photo's pixels; the callers bound how many wait.
const decodes = createWorkQueue({ atOnce: 2, waiting: Number.POSITIVE_INFINITY })

export type Photo = { bytes: Buffer; format: PhotoFormat; width: number; height: number }

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

async function remake(
  input: Buffer,
  maxSide: number,
  encode: (image: Sharp) => Sharp,
): Promise<{ data: Buffer; width: number; height: number }> {
  return decodes.run(async () => {
    // failOn 'warning' is the default but matters: a cut-short image is refused now, not at build.
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

/** Decoded in full and re-encoded upright (the orientation tag is dropped), with no metadata. */
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

export async function thumbnailOf(photo: Buffer): Promise<Buffer> {
  return (await remake(photo, THUMBNAIL_SIDE, asThumbnail)).data
}

/** What is kept of a photo sent with spam. */
export async function smallCopyOf(input: Buffer): Promise<Photo> {
  await checkPhotoHeader(input)
  const { data, width, height } = await remake(input, THUMBNAIL_SIDE, asThumbnail)
  return { bytes: data, format: 'webp', width, height }
}

import path from 'node:path'
import {
  PHOTO_PIXEL_LIMIT,
  PHOTO_SIDE_LIMIT,
  type PhotoRefusal,
  PhotoRefused,
  reencodePhoto,
} from '../contact/images'
import { PHOTO_EXTENSIONS } from '../contact/photo-format'

const UPLOAD_MAX_BYTES = 15 * 1024 * 1024
/** Narrower than the post image would be blurred. */
const UPLOAD_MIN_WIDTH = 600
/** Enough for any crop the build makes, and a small repository. */
const UPLOAD_MAX_SIDE = 2400

const FORMAT_NAMES = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' } as const

const REFUSALS: Record<PhotoRefusal, string> = {
  'not-a-photo': 'the file is not an image we accept (JPEG, PNG or WebP photos)',
  unreadable: 'the photo cannot be read: the file is damaged or cut short',
  'too-many-pixels': `the photo has more than ${PHOTO_PIXEL_LIMIT / 1_000_000} million pixels`,
  'too-long-a-side': `the photo is more than ${PHOTO_SIDE_LIMIT} px on a side`,
}

/** Re-encoded without EXIF or GPS: a post photo is public. */
export async function checkedUpload(
  file: string,
  bytes: Buffer,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; problem: string }> {
  if (bytes.length > UPLOAD_MAX_BYTES) {
    const megabytes = (bytes.length / 1024 / 1024).toFixed(1)
    return {
      ok: false,
      problem: `the file is ${megabytes} MB; photos up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB are accepted`,
    }
  }
  let photo
  try {
    photo = await reencodePhoto(bytes, { maxSide: UPLOAD_MAX_SIDE })
  } catch (error) {
    if (!(error instanceof PhotoRefused)) throw error
    return { ok: false, problem: REFUSALS[error.reason] }
  }
  const extension = path.extname(file).toLowerCase()
  const allowed = PHOTO_EXTENSIONS[photo.format]
  if (!allowed.includes(extension)) {
    return {
      ok: false,
      problem: `the file is a ${FORMAT_NAMES[photo.format]} photo, so its name must end in ${allowed.join(' or ')}`,
    }
  }
  if (photo.width < UPLOAD_MIN_WIDTH) {
    return {
      ok: false,
      problem: `the photo is ${photo.width} px wide; at least ${UPLOAD_MIN_WIDTH} px is needed`,
    }
  }
  return { ok: true, bytes: photo.bytes }
}

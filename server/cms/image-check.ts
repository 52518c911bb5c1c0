import { imageSize } from 'image-size'

/** A post photo as the owner uploads it (the build makes a 1200×675 WebP of it). */
const UPLOAD_MAX_BYTES = 15 * 1024 * 1024
const UPLOAD_TYPES = ['jpg', 'png', 'webp'] as const
/** Narrower than the post image would be blurred; wider than a phone camera's is no photo. */
const UPLOAD_MIN_WIDTH = 600
const UPLOAD_MAX_SIDE = 12_000

/**
 * An upload judged by its bytes, never its name: a JPEG, PNG or WebP of a sensible size, or the
 * reason it is refused. SVG is refused too: it can carry script.
 */
export function checkImage(bytes: Buffer): string | undefined {
  if (bytes.length > UPLOAD_MAX_BYTES) {
    return `the file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; photos up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB are accepted`
  }
  let size: ReturnType<typeof imageSize>
  try {
    size = imageSize(bytes)
  } catch {
    return 'the file is not an image (JPEG, PNG or WebP)'
  }
  if (!UPLOAD_TYPES.some((type) => type === size.type)) {
    return `the file is ${size.type ?? 'an unknown kind of'} image; JPEG, PNG or WebP photos are accepted`
  }
  if (size.width < UPLOAD_MIN_WIDTH) {
    return `the photo is ${size.width} px wide; at least ${UPLOAD_MIN_WIDTH} px is needed`
  }
  if (size.width > UPLOAD_MAX_SIDE || size.height > UPLOAD_MAX_SIDE) {
    return `the photo is ${size.width}×${size.height} px; at most ${UPLOAD_MAX_SIDE} px a side`
  }
  return undefined
}

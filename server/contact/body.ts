import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { Transform } from 'node:stream'
import { PHOTO_LIMITS, type PhotoField, isPhotoField } from '../../app/lib/contact-fields'
import { FormBodyError, addField } from '../site/form-body'

/**
 * Reading a contact post's body, before anything judges it: the typed fields (at most
 * MAX_BODY_BYTES, with the strict rules of form-body.ts) and, in a multipart post, up to three
 * photos (PHOTO_LIMITS: each and all together), kept as bytes for the server to judge.
 */
export const MAX_BODY_BYTES = 64 * 1024
/**
 * A multipart post declared larger than this is refused before it is read: it cannot be a form
 * within the limits (a post a little over them is read, so that the typed words come back).
 */
export const MAX_MULTIPART_BYTES = 2 * (MAX_BODY_BYTES + PHOTO_LIMITS.totalBytes)

/** A photo the visitor attached, as sent (nothing about it is trusted yet). */
export type UploadedPhoto = { field: PhotoField; bytes: Buffer }

/** A photo refused while it was read, named by its field; the typed fields read so far come along. */
export class PhotoTooLarge extends Error {
  constructor(readonly field: PhotoField) {
    super(`${field} is larger than ${PHOTO_LIMITS.fileBytes} bytes`)
  }
}
export class TooManyPhotos extends Error {}
/** The photos together are over PHOTO_LIMITS.totalBytes. */
export class PhotosTooLarge extends Error {}
/** The photos of every post being read or judged already hold as many bytes as the server will. */
export class PhotosBusy extends Error {}

/**
 * Photo bytes held in memory by all the posts in flight together (read, waiting to be judged,
 * being judged): a burst of posts with photos is refused early instead of filling the memory.
 */
const PHOTO_BUFFER_MAX_BYTES = 64 * 1024 * 1024

/**
 * One post's share of the bytes the server holds for photos, given back once the post is answered.
 * `holdUpTo(n)` makes the share at least n bytes, or says no when all posts together would pass
 * the limit.
 */
export type PhotoBytesHeld = { holdUpTo(bytes: number): boolean; release(): void }

/** Counts the photo bytes all posts hold, up to `max`. */
export function createPhotoBuffer(max = PHOTO_BUFFER_MAX_BYTES) {
  let held = 0
  return {
    /** A post's own count, against the shared one. */
    forPost(): PhotoBytesHeld {
      let mine = 0
      return {
        holdUpTo(bytes) {
          const more = bytes - mine
          if (more <= 0) return true
          if (held + more > max) return false
          held += more
          mine += more
          return true
        },
        release() {
          held -= mine
          mine = 0
        },
      }
    },
  }
}

export class HttpError extends Error {
  readonly statusCode: number
  constructor(statusCode: number, message: string) {
    super(message)
    this.statusCode = statusCode
  }
}

/** Counts the body as it arrives (any encoding, with or without Content-Length). */
export function limitBody(limit: number) {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length
      if (seen > limit) callback(new HttpError(413, `The form is larger than ${limit} bytes`))
      else callback(null, chunk)
    },
  })
}

function isPrototypeViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'FST_PROTO_VIOLATION'
  )
}

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'FST_REQ_FILE_TOO_LARGE'

/**
 * A multipart post's fields and photos. `fields` is filled as the parts arrive, so that a post
 * refused part-way (a photo too large, the whole too large) still gives back what was typed.
 */
export async function readMultipart(
  request: FastifyRequest,
  fields: Record<string, string>,
  held: PhotoBytesHeld,
): Promise<{ fields: Record<string, string>; photos: UploadedPhoto[] }> {
  const photos: UploadedPhoto[] = []
  try {
    await readParts(request, fields, photos, held)
  } catch (error) {
    // The multipart reader refuses names such as __proto__ or constructor before we see them.
    if (isPrototypeViolation(error))
      throw new FormBodyError('field name', 'must not be __proto__, constructor or similar')
    throw error
  }
  return { fields, photos }
}

/**
 * A photo's bytes, counted as they arrive against its own limit, that of all the photos, and the
 * bytes all posts hold together.
 */
async function readPhoto(
  part: MultipartFile,
  field: PhotoField,
  sent: { bytes: number },
  held: PhotoBytesHeld,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      sent.bytes += chunk.length
      if (sent.bytes > PHOTO_LIMITS.totalBytes) throw new PhotosTooLarge()
      if (!held.holdUpTo(sent.bytes)) throw new PhotosBusy()
      chunks.push(chunk)
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new PhotoTooLarge(field)
    throw error
  }
  if (part.file.truncated) throw new PhotoTooLarge(field)
  return Buffer.concat(chunks)
}

/** The size a request declares (0 when it is sent in chunks without one). */
const declaredBytes = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) || 0

async function readParts(
  request: FastifyRequest,
  fields: Record<string, string>,
  photos: UploadedPhoto[],
  held: PhotoBytesHeld,
): Promise<void> {
  const seen = new Set<string>()
  const sent = { bytes: 0 }
  let typedBytes = 0
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const field = part.fieldname
      if (!isPhotoField(field) && !/^photo-\d+$/.test(field)) {
        part.file.resume()
        throw new FormBodyError(field, 'file uploads are not accepted')
      }
      // A fourth photo, or a second file in one photo's field.
      if (!isPhotoField(field) || seen.has(field)) {
        part.file.resume()
        throw new TooManyPhotos()
      }
      seen.add(field)
      // At the first photo, the whole post's declared size is held at once: under a burst a post
      // is then either read in full or refused before it holds anything, never left half read.
      if (
        seen.size === 1 &&
        !held.holdUpTo(Math.min(declaredBytes(request), PHOTO_LIMITS.totalBytes))
      ) {
        part.file.resume()
        throw new PhotosBusy()
      }
      const bytes = await readPhoto(part, field, sent, held)
      // An input left empty sends a part with no name and no bytes: no photo.
      if (bytes.length === 0 && part.filename === '') continue
      photos.push({ field, bytes })
      continue
    }
    if (part.fieldnameTruncated || part.valueTruncated)
      throw new FormBodyError(part.fieldname, 'is too long')
    const value = typeof part.value === 'string' ? part.value : String(part.value)
    // The typed fields have the same limit as in a plain form post.
    typedBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value)
    if (typedBytes > MAX_BODY_BYTES)
      throw new HttpError(413, `The form is larger than ${MAX_BODY_BYTES} bytes`)
    addField(fields, part.fieldname, value)
  }
}

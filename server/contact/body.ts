import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { Transform } from 'node:stream'
import { finished } from 'node:stream/promises'
import { PHOTO_LIMITS, type PhotoField, isPhotoField } from '../../app/lib/contact-fields'
import { FormBodyError, addField } from '../site/form-body'

export const MAX_BODY_BYTES = 64 * 1024
// Refused unread above this; a post just over the limits is read, so its typed words come back.
export const MAX_MULTIPART_BYTES = 2 * (MAX_BODY_BYTES + PHOTO_LIMITS.totalBytes)

export type UploadedPhoto = { field: PhotoField; bytes: Buffer }

export class PhotoTooLarge extends Error {
  constructor(readonly field: PhotoField) {
    super(`${field} is larger than ${PHOTO_LIMITS.fileBytes} bytes`)
  }
}
export class TooManyPhotos extends Error {}
export class PhotosTooLarge extends Error {}
export class PhotosBusy extends Error {}

// All posts in flight together: a burst with photos is refused early, not left to fill memory.
const PHOTO_BUFFER_MAX_BYTES = 64 * 1024 * 1024

export type PhotoBytesHeld = { holdUpTo(bytes: number): boolean; release(): void }

export function createPhotoBuffer(max = PHOTO_BUFFER_MAX_BYTES) {
  let held = 0
  return {
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

// Counts as it arrives: a chunked body declares no Content-Length.
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

// `fields` fills as parts arrive, so a post refused part-way still gives back what was typed.
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

// Read to its end even when refused: the fields after the photos must still come back on the page.
async function readPhoto(
  part: MultipartFile,
  field: PhotoField,
  sent: { bytes: number },
  held: PhotoBytesHeld,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  let tooLargeAll = false
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    sent.bytes += chunk.length
    if (sent.bytes > PHOTO_LIMITS.totalBytes) tooLargeAll = true
    if (tooLargeAll) {
      chunks.length = 0
      continue
    }
    if (!held.holdUpTo(sent.bytes)) throw new PhotosBusy()
    chunks.push(chunk)
  }
  if (tooLargeAll) throw new PhotosTooLarge()
  // The multipart reader stops keeping a file at its size limit and reads on to the next part.
  if (part.file.truncated) throw new PhotoTooLarge(field)
  return Buffer.concat(chunks)
}

async function discard(part: MultipartFile): Promise<void> {
  part.file.resume()
  await finished(part.file)
}

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
  let refused: PhotoTooLarge | PhotosTooLarge | TooManyPhotos | undefined
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const field = part.fieldname
      if (!isPhotoField(field) && !/^photo-\d+$/.test(field)) {
        part.file.resume()
        throw new FormBodyError(field, 'file uploads are not accepted')
      }
      // A fourth photo, or a second file in one photo's field.
      if (!isPhotoField(field) || seen.has(field)) {
        refused ??= new TooManyPhotos()
        await discard(part)
        continue
      }
      seen.add(field)
      // Hold the declared size at once: under a burst a post is read in full or refused unread.
      if (
        seen.size === 1 &&
        !held.holdUpTo(Math.min(declaredBytes(request), PHOTO_LIMITS.totalBytes))
      ) {
        part.file.resume()
        throw new PhotosBusy()
      }
      if (refused) {
        await discard(part)
        continue
      }
      let bytes: Buffer
      try {
        bytes = await readPhoto(part, field, sent, held)
      } catch (error) {
        if (!(error instanceof PhotoTooLarge || error instanceof PhotosTooLarge)) throw error
        // Told once the typed fields after it are read, so the page gives every choice back.
        refused = error
        continue
      }
      // An input left empty sends a part with no name and no bytes: no photo.
      if (bytes.length === 0 && part.filename === '') continue
      photos.push({ field, bytes })
      continue
    }
    if (part.fieldnameTruncated || part.valueTruncated)
      throw new FormBodyError(part.fieldname, 'is too long')
    const value = typeof part.value === 'string' ? part.value : String(part.value)
    typedBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value)
    if (typedBytes > MAX_BODY_BYTES)
      throw new HttpError(413, `The form is larger than ${MAX_BODY_BYTES} bytes`)
    addField(fields, part.fieldname, value)
  }
  if (refused) throw refused
}

/** A multipart post refused before it was read (for its rate): its typed fields, files dropped. */
export async function readTypedFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = Object.create(null)
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') await discard(part)
      else addField(fields, part.fieldname, typeof part.value === 'string' ? part.value : '')
    }
  } catch {
    // A broken or oversized post gives back what was read before it.
  }
  return fields
}

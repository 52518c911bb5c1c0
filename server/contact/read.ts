import type { FastifyRequest } from 'fastify'
import { finished } from 'node:stream/promises'
import { contactContent } from '../../app/content/contact'
import { photoProblemMessage } from '../../app/lib/contact-fields'
import {
  HttpError,
  MAX_BODY_BYTES,
  type PhotoBytesHeld,
  PhotoTooLarge,
  PhotosBusy,
  PhotosTooLarge,
  TooManyPhotos,
  type UploadedPhoto,
  readMultipart,
} from './body'
import type { Refusal } from './responses'
import type { FieldError } from './schema'
import { FormBodyError, parseUrlEncoded } from '../site/form-body'
import { PHOTOS_BUSY_RETRY_AFTER_SECONDS } from './photo-intake'

export const PHOTOS_BUSY: FieldError = {
  field: 'server',
  message: 'too many photos arriving at once; please send again in a moment',
}

export function clientError(status: number, message: string): FieldError {
  switch (status) {
    case 415:
      return {
        field: 'content-type',
        message: 'must be application/x-www-form-urlencoded or multipart/form-data',
      }
    case 413:
      return { field: 'body', message: `is larger than ${MAX_BODY_BYTES} bytes` }
    case 429:
      return {
        field: 'rate',
        message: 'too many messages from this connection; please wait a minute or call us',
      }
    default:
      return { field: 'body', message }
  }
}

const { photoProblems } = contactContent.form

const isFilesLimit = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_FILES_LIMIT'

async function drainRequest(request: FastifyRequest): Promise<void> {
  const raw = request.raw
  raw.unpipe()
  raw.resume()
  if (!raw.readableEnded) await finished(raw).catch(() => undefined)
}

/** `cutShort`: the rest of the upload is dropped as it comes and the connection is not kept. */
export type ReadPost =
  | { ok: true; fields: Record<string, string>; uploads: UploadedPhoto[] }
  | { ok: false; refusal: Refusal; cutShort: boolean }

export async function readContactPost(
  request: FastifyRequest,
  held: PhotoBytesHeld,
): Promise<ReadPost> {
  const fields: Record<string, string> = Object.create(null)
  const refused = (status: number, errors: FieldError[]): ReadPost => ({
    ok: false,
    refusal: { status, errors, values: fields, photosDropped: true },
    cutShort: true,
  })
  try {
    if (request.isMultipart()) {
      const { photos } = await readMultipart(request, fields, held)
      return { ok: true, fields, uploads: photos }
    }
    if (Buffer.isBuffer(request.body))
      return { ok: true, fields: parseUrlEncoded(request.body), uploads: [] }
    return {
      ok: false,
      refusal: { status: 415, errors: [{ field: 'content-type', message: 'must be a form' }] },
      cutShort: false,
    }
  } catch (error) {
    if (error instanceof FormBodyError)
      return refused(400, [{ field: error.field, message: error.reason }])
    if (error instanceof PhotoTooLarge)
      return refused(400, [
        { field: error.field, message: photoProblemMessage(photoProblems.tooLarge, error.field) },
      ])
    if (error instanceof TooManyPhotos || isFilesLimit(error))
      return refused(400, [{ field: 'photos', message: photoProblems.tooMany }])
    if (error instanceof PhotosBusy) {
      // Drain first, so a browser still sending reads the answer rather than a broken connection.
      await drainRequest(request)
      return {
        ok: false,
        refusal: {
          status: 503,
          errors: [PHOTOS_BUSY],
          values: fields,
          photosDropped: true,
          retryAfterSeconds: PHOTOS_BUSY_RETRY_AFTER_SECONDS,
        },
        cutShort: false,
      }
    }
    if (error instanceof PhotosTooLarge)
      return refused(413, [
        { field: 'photos', message: photoProblemMessage(photoProblems.tooLargeAll) },
      ])
    if (error instanceof HttpError && error.statusCode === 413)
      return refused(413, [clientError(413, error.message)])
    throw error
  }
}

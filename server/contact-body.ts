import type { FastifyRequest } from 'fastify'
import { Transform } from 'node:stream'
import { FormBodyError, addField } from './form-body'

/**
 * Reading a contact post's body, before anything judges it: at most MAX_BODY_BYTES however it
 * arrives, as multipart or urlencoded fields with the strict rules of form-body.ts.
 */
export const MAX_BODY_BYTES = 64 * 1024

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

export async function readMultipart(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = Object.create(null)
  try {
    await readParts(request, fields)
  } catch (error) {
    // The multipart reader refuses names such as __proto__ or constructor before we see them.
    if (isPrototypeViolation(error))
      throw new FormBodyError('field name', 'must not be __proto__, constructor or similar')
    throw error
  }
  return fields
}

async function readParts(request: FastifyRequest, fields: Record<string, string>): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume()
      throw new FormBodyError(part.fieldname, 'file uploads are not accepted')
    }
    if (part.fieldnameTruncated || part.valueTruncated)
      throw new FormBodyError(part.fieldname, 'is too long')
    addField(
      fields,
      part.fieldname,
      typeof part.value === 'string' ? part.value : String(part.value),
    )
  }
}

import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PHOTO_LIMITS, SERVICE_FIELD, URGENCY_FIELD } from '../../app/lib/contact-fields'
import {
  HttpError,
  MAX_BODY_BYTES,
  MAX_MULTIPART_BYTES,
  type PhotoBytesHeld,
  createPhotoBuffer,
  limitBody,
  readTypedFields,
} from './body'
import { PHOTOS_BUSY, clientError, readContactPost } from './read'
import { answerAccepted, answerRefusal, wantsJson } from './responses'
import { type FieldError, requestedVisit, validateSubmission } from './schema'
import type { VisitOutcome } from '../visits/visit-queries'
import { pickerDays } from '../visits/visit-words'
import { ADDRESS_FIELD } from '../../app/lib/visit-fields'
import type { FreeSpaceReader } from './disk-space'
import { parseUrlEncoded } from '../site/form-body'
import { STORAGE_RETRY_AFTER_SECONDS, StorageUnavailable } from '../leads/guarded-store'
import { leadSource } from './lead-source'
import {
  PHOTOS_BUSY_RETRY_AFTER_SECONDS,
  type PhotoIntakeLimits,
  type PhotosNotKept,
  createPhotoIntake,
  photoNote,
  storedBytes,
} from './photo-intake'
import { siteOrigin } from '../site/request-url'
import { spamReason } from './spam'
import type { LeadStore } from '../leads/store'
import { QueueFull } from './work-queue'

export type ContactRouteOptions = {
  leadStore: LeadStore
  onLeadSaved: () => void
  notify: boolean
  rateLimit: { max: number; windowMs: number }
  dataDir: string
  photos?: {
    bufferMaxBytes?: number
    limits?: Partial<PhotoIntakeLimits>
    freeSpace?: FreeSpaceReader
  }
}

function statusOf(error: unknown): number {
  if (
    typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
  ) {
    return error.statusCode
  }
  return 500
}

async function typedValues(
  request: FastifyRequest,
  status: number,
): Promise<Record<string, string> | undefined> {
  // Refused for its rate before it was read: the page without script still gives every field back.
  if (status === 429 && isMultipartPost(request) && !wantsJson(request))
    return readTypedFields(request)
  if (!Buffer.isBuffer(request.body)) return undefined
  try {
    return parseUrlEncoded(request.body)
  } catch {
    return undefined
  }
}

function retryAfterSeconds(reply: FastifyReply): number | undefined {
  const header = Number(reply.getHeader('retry-after'))
  return Number.isFinite(header) && header > 0 ? header : undefined
}

// By header: request.isMultipart() only knows once parsing starts, after the size hooks ran.
const isMultipartPost = (request: FastifyRequest) =>
  /^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '')

export async function contactRoute(app: FastifyInstance, options: ContactRouteOptions) {
  // Forms only: no JSON or text parsers, so those content types answer 415.
  app.removeAllContentTypeParsers()
  await app.register(rateLimit, { global: false })
  await app.register(multipart, {
    // A photo over its size is cut short and named after the rest of the form is read (body.ts).
    throwFileSizeLimit: false,
    // One file more than the photos is let through to the handler, so that it can name it.
    limits: {
      fieldSize: MAX_BODY_BYTES,
      fields: 20,
      files: PHOTO_LIMITS.files + 1,
      fileSize: PHOTO_LIMITS.fileBytes,
      parts: 20 + PHOTO_LIMITS.files + 1,
      fieldNameSize: 100,
    },
  })
  const photoBuffer = createPhotoBuffer(options.photos?.bufferMaxBytes)
  const intake = createPhotoIntake({
    dataDir: options.dataDir,
    freeSpace: options.photos?.freeSpace,
    limits: options.photos?.limits,
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => done(null, body),
  )

  app.post(
    '/',
    {
      bodyLimit: MAX_MULTIPART_BYTES,
      config: {
        rateLimit: {
          max: options.rateLimit.max,
          timeWindow: options.rateLimit.windowMs,
          // After the body is read, so a plain form post refused for speed gets its words back.
          hook: 'preHandler',
        },
      },
      // Multipart is counted as it arrives, so one too large still gives back what was typed first.
      onRequest: async (request) => {
        const declared = Number(request.headers['content-length'] ?? 0)
        if (declared > (isMultipartPost(request) ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES)) {
          throw new HttpError(413, `The form is larger than ${MAX_BODY_BYTES} bytes`)
        }
      },
      // The multipart reader reads the request itself and counts as it goes (body.ts).
      preParsing: async (request, _reply, payload) =>
        isMultipartPost(request) ? payload : payload.pipe(limitBody(MAX_BODY_BYTES)),
    },
    async (request, reply) => {
      const held = photoBuffer.forPost()
      try {
        return await takePost(request, reply, held)
      } finally {
        held.release()
      }
    },
  )

  // A refused form comes back with the picker; without the store, with the choice kept hidden.
  function openDays() {
    try {
      return pickerDays(options.leadStore.visits.openWindows())
    } catch {
      return undefined
    }
  }

  async function takePost(request: FastifyRequest, reply: FastifyReply, held: PhotoBytesHeld) {
    const read = await readContactPost(request, held)
    if (!read.ok) {
      if (read.cutShort) {
        request.raw.resume()
        reply.header('Connection', 'close')
      }
      return answerRefusal(request, reply, read.refusal)
    }
    const { fields, uploads } = read

    const source = leadSource(fields, request.headers.referer, siteOrigin(request))
    const values = {
      ...fields,
      'source-page': source.page,
      'source-referrer': source.referrer,
      'source-landing': source.landingPage,
    }
    const result = validateSubmission(fields)
    if (!result.ok)
      return answerRefusal(request, reply, {
        status: 400,
        errors: result.errors,
        values,
        photosDropped: uploads.length > 0,
        openDays: openDays(),
      })

    const { submission } = result
    // Spam is stored too (never e-mailed) and answered like any lead.
    const spam = spamReason(submission)
    const refuse = (status: number, errors: FieldError[], retryAfterSeconds?: number) =>
      answerRefusal(request, reply, {
        status,
        errors,
        values,
        photosDropped: uploads.length > 0,
        retryAfterSeconds,
        openDays: openDays(),
      })
    let id: string
    let notKept: PhotosNotKept | undefined
    let visit: VisitOutcome | undefined
    try {
      const { leadStore } = options
      const usedToday = () => leadStore.photoBytesToday(request.ip)
      const kept = await intake.keep(uploads, { spam: spam !== undefined, usedToday })
      if (!kept.ok) return refuse(400, kept.errors)
      let { photos } = kept
      notKept = kept.notKept
      // Checked again at the stored size, with nothing between this and the store.
      if (!intake.withinQuota(usedToday(), storedBytes(photos))) {
        notKept = 'quota'
        photos = []
      }
      const lead = leadStore.saveLead(
        {
          name: submission.name,
          email: submission.email,
          phone: submission.phone,
          comment: submission.comment,
          service: submission[SERVICE_FIELD] ?? '',
          urgency: submission[URGENCY_FIELD] ?? '',
          address: submission[ADDRESS_FIELD],
          ...source,
        },
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        {
          notify: options.notify,
          spam,
          photos,
          photoNote: photoNote(uploads.length, {
            notKept,
            spam: spam !== undefined,
            kept: photos.length,
          }),
          visit: requestedVisit(submission),
        },
      )
      id = lead.id
      visit = lead.visit
    } catch (error) {
      if (error instanceof QueueFull)
        return refuse(503, [PHOTOS_BUSY], PHOTOS_BUSY_RETRY_AFTER_SECONDS)
      if (!(error instanceof StorageUnavailable)) throw error
      // Not committed, so not acknowledged: the visitor keeps the words and is told to call.
      return refuse(
        503,
        [{ field: 'server', message: 'cannot store messages right now' }],
        STORAGE_RETRY_AFTER_SECONDS,
      )
    }
    if (!spam) options.onLeadSaved()
    return answerAccepted(
      request,
      reply,
      id,
      {
        emergency: submission[URGENCY_FIELD] === 'emergency',
        photos: uploads.length === 0 ? 'none' : notKept !== undefined ? 'notKept' : 'kept',
      },
      visit,
    )
  }

  app.setErrorHandler(async (error, request, reply) => {
    const status = statusOf(error)
    if (request.method === 'POST' && status >= 400 && status < 500) {
      // Refused before its body was read: the connection is not kept for another request.
      if (status === 413) reply.header('Connection', 'close')
      return answerRefusal(request, reply, {
        status,
        errors: [clientError(status, error instanceof Error ? error.message : '')],
        values: await typedValues(request, status),
        retryAfterSeconds: status === 429 ? retryAfterSeconds(reply) : undefined,
        openDays: openDays(),
      })
    }
    request.log.error(error)
    return reply
      .code(status >= 400 ? status : 500)
      .send({ ok: false, errors: [{ field: 'server', message: 'Internal error' }] })
  })
}

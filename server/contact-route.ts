import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { answerAccepted, answerRefusal } from './contact-responses'
import { type FieldError, validateSubmission } from './contact-schema'
import { HttpError, MAX_BODY_BYTES, limitBody, readMultipart } from './contact-body'
import { FormBodyError, parseUrlEncoded } from './form-body'
import { STORAGE_RETRY_AFTER_SECONDS, StorageUnavailable } from './lead-store'
import { leadSource } from './lead-source'
import { siteOrigin } from './request-url'
import { spamReason } from './spam'
import type { Submissions } from './submissions'

export type ContactRouteOptions = {
  submissions: Submissions
  onLeadSaved: () => void
  notify: boolean
  rateLimit: { max: number; windowMs: number }
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

function clientError(status: number, message: string): FieldError {
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

/** What a plain form post had typed, when its body was read before it was refused. */
function typedValues(request: FastifyRequest): Record<string, string> | undefined {
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

/** POST / — the contact form (form-hosting style), stored before it is acknowledged. */
export async function contactRoute(app: FastifyInstance, options: ContactRouteOptions) {
  // Forms only: no JSON or text parsers, so those content types answer 415.
  app.removeAllContentTypeParsers()
  await app.register(rateLimit, { global: false })
  await app.register(multipart, {
    // One file is let through to the handler, so that it can name the field it refuses.
    limits: { fieldSize: MAX_BODY_BYTES, fields: 12, files: 1, parts: 12, fieldNameSize: 100 },
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => done(null, body),
  )

  app.post(
    '/',
    {
      bodyLimit: MAX_BODY_BYTES,
      config: {
        rateLimit: {
          max: options.rateLimit.max,
          timeWindow: options.rateLimit.windowMs,
          // After the body is read, so a plain form post refused for speed gets its words back.
          hook: 'preHandler',
        },
      },
      // Declared sizes are refused before reading; undeclared (chunked) bodies are counted.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
          throw new HttpError(413, `The form is larger than ${MAX_BODY_BYTES} bytes`)
        }
      },
      preParsing: async (_request, _reply, payload) => payload.pipe(limitBody(MAX_BODY_BYTES)),
    },
    async (request, reply) => {
      let fields: Record<string, string>
      try {
        if (request.isMultipart()) fields = await readMultipart(request)
        else if (Buffer.isBuffer(request.body)) fields = parseUrlEncoded(request.body)
        else
          return answerRefusal(request, reply, {
            status: 415,
            errors: [{ field: 'content-type', message: 'must be a form' }],
          })
      } catch (error) {
        if (error instanceof FormBodyError) {
          return answerRefusal(request, reply, {
            status: 400,
            errors: [{ field: error.field, message: error.reason }],
          })
        }
        if (error instanceof HttpError && error.statusCode === 413) {
          return answerRefusal(request, reply, {
            status: 413,
            errors: [{ field: 'body', message: error.message }],
          })
        }
        throw error
      }

      const source = leadSource(fields, request.headers.referer, siteOrigin(request))
      // What a refusal page sends back: the typed words, and the source already worked out.
      const values = {
        ...fields,
        'source-page': source.page,
        'source-referrer': source.referrer,
        'source-landing': source.landingPage,
      }
      const result = validateSubmission(fields)
      if (!result.ok)
        return answerRefusal(request, reply, { status: 400, errors: result.errors, values })

      const { submission } = result
      // Spam is stored too (the owner's Spam folder, never e-mailed) and answered like any lead.
      const spam = spamReason(submission)
      let id: string
      try {
        const lead = options.submissions.saveLead(
          {
            name: submission.name,
            email: submission.email,
            phone: submission.phone,
            comment: submission.comment,
            ...source,
          },
          { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
          { notify: options.notify, spam },
        )
        id = lead.id
      } catch (error) {
        if (!(error instanceof StorageUnavailable)) throw error
        // Not committed, so not acknowledged: the visitor keeps the words and is told to call.
        return answerRefusal(request, reply, {
          status: 503,
          errors: [{ field: 'server', message: 'cannot store messages right now' }],
          values,
          retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
        })
      }
      if (!spam) options.onLeadSaved()
      return answerAccepted(request, reply, id)
    },
  )

  // Errors raised before the handler (content type, size, rate): a 4xx naming the problem.
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error)
    if (request.method === 'POST' && status >= 400 && status < 500) {
      return answerRefusal(request, reply, {
        status,
        errors: [clientError(status, error instanceof Error ? error.message : '')],
        values: typedValues(request),
        retryAfterSeconds: status === 429 ? retryAfterSeconds(reply) : undefined,
      })
    }
    request.log.error(error)
    return reply
      .code(status >= 400 ? status : 500)
      .send({ ok: false, errors: [{ field: 'server', message: 'Internal error' }] })
  })
}

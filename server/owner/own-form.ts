import type { FastifyReply, FastifyRequest } from 'fastify'
import { FormBodyError, parseUrlEncoded } from '../site/form-body'
import { OWNER_PAGE_HEADERS } from '../site/security-headers'
import { fromOwnOrigin } from './sign-in'

/** A plain-text answer to the owner's browser, with the owner's pages' headers. */
export const ownerText = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).headers(OWNER_PAGE_HEADERS).type('text/plain; charset=utf-8').send(message)

/**
 * True for a post from a page of this site; otherwise a 403 is sent (another site's form cannot
 * act with the owner's cookie) and the caller returns the reply.
 */
export function postedFromOwnPage(request: FastifyRequest, reply: FastifyReply): boolean {
  if (fromOwnOrigin(request)) return true
  void ownerText(reply, 403, 'Only the inbox on this site can do that.')
  return false
}

/** The fields of an owner's form post from this site; undefined once a 403 or 400 is sent. */
export function ownerForm(
  request: FastifyRequest,
  reply: FastifyReply,
): Record<string, string> | undefined {
  if (!postedFromOwnPage(request, reply)) return undefined
  try {
    return Buffer.isBuffer(request.body) ? parseUrlEncoded(request.body) : {}
  } catch (error) {
    if (!(error instanceof FormBodyError)) throw error
    void ownerText(reply, 400, `${error.field} ${error.reason}`)
    return undefined
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ReactNode } from 'react'
import type { LeadDetail } from '../leads/types'
import type { VisitDone } from './visit-notices'

/** The inbox's own helpers: same sign-in, Origin check, form reading and answers as its other posts. */
export type InboxHelpers = {
  formOf: (request: FastifyRequest, reply: FastifyReply) => Record<string, string> | undefined
  leadOr404: (request: FastifyRequest, reply: FastifyReply) => LeadDetail | undefined
  back: (reply: FastifyReply, path: string, done: VisitDone, fragment?: string) => FastifyReply
  refuse: (reply: FastifyReply, message: string) => FastifyReply
  editorOf: (request: FastifyRequest) => string
  html: (reply: FastifyReply, element: ReactNode, status?: number) => FastifyReply
  layout: (request: FastifyRequest) => { editor: string; siteEditor: boolean; unopened: number }
}

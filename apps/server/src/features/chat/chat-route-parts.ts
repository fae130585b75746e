import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CONVERSATION_NAME_MAX, ErrorBody, MESSAGE_BODY_MAX, MESSAGE_FILES_MAX } from '@quad/shared'
import type { Database } from '../../platform/db/database.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'

export interface ChatRouteOptions {
  /** Messages a student may send per SEND_WINDOW_MS (issue 6 "per-user send rate limit"). */
  sendLimit: number
}
export const SEND_WINDOW_MS = 10_000

export const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
export const ConversationParams = z.object({ id: Id })
export const MessageParams = z.object({ id: Id, messageId: Id })
export const Uid = z.string().min(1).max(64)
export const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
}
export const tags = ['chat']
export const security = [{ bearer: [] }]

export const StartBody = z.object({
  participantUids: z.array(Uid).min(1).max(1000),
  name: z.string().trim().min(1).max(CONVERSATION_NAME_MAX).optional(),
})
export const SendBody = z.object({
  body: z.string().trim().max(MESSAGE_BODY_MAX).default(''),
  clientId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/, 'letters, digits, - and _ only'),
  fileIds: z
    .array(z.string().regex(/^[0-9a-f]{32}$/, 'not a file id'))
    .max(MESSAGE_FILES_MAX)
    .default([]),
})
export const EditBody = z.object({ body: z.string().trim().min(1).max(MESSAGE_BODY_MAX) })

/** What every chat route file needs (`chatRoutes` builds it once). */
export interface ChatRouteDeps {
  database: Database
  realtime: Realtime
  storage: FileStorage
  options: ChatRouteOptions
}

/** The typed router, the handle, and the caller's school and user for one route file. */
export function chatRouteParts(app: FastifyInstance, deps: ChatRouteDeps) {
  const { database, realtime } = deps
  return {
    r: app.withTypeProvider<ZodTypeProvider>(),
    db: database.db,
    online: (ids: number[]) => realtime.online(ids),
    who: (request: FastifyRequest) => requireBearerContext(request, database),
  }
}

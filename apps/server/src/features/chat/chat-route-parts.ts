import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody } from '@quad/shared'
import type { Database } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import { can } from '../../platform/policies/policies.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { chatActions } from './actions.ts'
import { membershipCacheOf } from './membership-cache.ts'
import type { Limits } from '../../platform/http/synced-limit.ts'

export interface ChatRouteOptions {
  /** Messages a student may send per SEND_WINDOW_MS (issue 6 "per-user send rate limit"). */
  sendLimit: number
  /** Where the send limit is counted: in memory, synced across instances (P2). */
  rateLimits: Limits
}
export const SEND_WINDOW_MS = 10_000

export const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
export const ConversationParams = z.object({ id: Id })
export const MessageParams = z.object({ id: Id, messageId: Id })
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

// The bodies the web sends live in @quad/shared (issue 13 item 9).
export {
  StartConversationBody as StartBody,
  SendMessageBody as SendBody,
  EditMessageBody as EditBody,
} from '@quad/shared'

/** A school admin manages every club's channels (decision 092), as its officers do theirs. */
export function managesChannels(request: FastifyRequest): boolean {
  const actor = actorOf(request)
  return can(actor, chatActions['chat.channel.manage'], { schoolId: actor.schoolId })
}

/** What every chat route file needs (`chatRoutes` builds it once). */
export interface ChatRouteDeps {
  database: Database
  realtime: Realtime
  storage: FileStorage
  outbox: Outbox
  options: ChatRouteOptions
}

/** The typed router, the handle, and the caller's school and user for one route file. */
export function chatRouteParts(app: FastifyInstance, deps: ChatRouteDeps) {
  const { database, realtime } = deps
  return {
    r: app.withTypeProvider<ZodTypeProvider>(),
    db: database.db,
    online: (ids: number[]) => realtime.online(ids),
    /** The caller's school and user as the bearer's session holds them: no query. */
    who: requireBearerContext,
    memberships: membershipCacheOf(database.db, realtime),
  }
}

import type { FastifyInstance } from 'fastify'
import type { Database } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import type { ChatRouteOptions } from './chat-route-parts.ts'
import { chatStateRoutes } from './chat-state.routes.ts'
import { conversationRoutes } from './conversations.routes.ts'
import { messageRoutes } from './messages.routes.ts'
import { reactionRoutes } from './reactions.routes.ts'
import { pinRoutes } from './pins.routes.ts'
import { threadRoutes } from './threads.routes.ts'
import { linkPreviewRoutes } from './link-previews.routes.ts'

export type { ChatRouteOptions } from './chat-route-parts.ts'

/** api.md "Chat and realtime": every route needs the bearer JWT (checked in one hook). */
export function chatRoutes(
  app: FastifyInstance,
  database: Database,
  realtime: Realtime,
  storage: FileStorage,
  outbox: Outbox,
  options: ChatRouteOptions,
): void {
  const deps = { database, realtime, storage, outbox, options }
  conversationRoutes(app, deps)
  messageRoutes(app, deps)
  reactionRoutes(app, deps)
  pinRoutes(app, deps)
  threadRoutes(app, deps)
  linkPreviewRoutes(app, deps)
  chatStateRoutes(app, deps)
}

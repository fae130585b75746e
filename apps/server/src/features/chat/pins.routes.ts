import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { PinList } from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import {
  type ChatRouteDeps,
  chatRouteParts,
  ConversationParams,
  MessageParams,
  errors,
  tags,
  security,
} from './chat-route-parts.ts'
import { listPins, setPinned } from './pins.service.ts'

/** Pins (issue 35 item 5, decision 094): the list, pin, unpin; members' views refetch live. */
export function pinRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { r, db, who } = chatRouteParts(app, deps)
  const { realtime } = deps

  r.get(
    '/api/v1/chat/conversations/:id/pins',
    {
      schema: {
        tags,
        security,
        summary: "A conversation's pinned messages, the latest pin first",
        params: ConversationParams,
        response: { 200: PinList, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      return listPins(db, school, user.id, request.params.id)
    },
  )

  for (const on of [true, false]) {
    const route = on ? r.put.bind(r) : r.delete.bind(r)
    route(
      '/api/v1/chat/conversations/:id/pins/:messageId',
      {
        schema: {
          tags,
          security,
          summary: on ? 'Pin a message' : 'Unpin a message',
          params: MessageParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { school, user } = who(request)
        const { id, messageId } = request.params
        const members = await setPinned(
          db,
          school,
          auditOrigin(request, user.id),
          id,
          messageId,
          on,
        )
        // Every member's open conversation refetches its pins and its count.
        await realtime.send(members, { type: 'conversation', conversationId: id })
        return reply.code(204).send(null)
      },
    )
  }
}

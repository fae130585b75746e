import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { FollowedThreadList, ReadBody } from '@quad/shared'
import {
  type ChatRouteDeps,
  chatRouteParts,
  ConversationParams,
  MessageParams,
  errors,
  tags,
  security,
} from './chat-route-parts.ts'
import { followedThreads, markThreadRead } from './threads.service.ts'

/**
 * Threads (issue 35 item 2, decision 096): a thread's messages come from the history route
 * (`?thread=`) and its replies are sent as messages (`threadId`); here, the student's own
 * unread state in the threads they follow.
 */
export function threadRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { r, db, who } = chatRouteParts(app, deps)

  r.get(
    '/api/v1/chat/conversations/:id/threads',
    {
      schema: {
        tags,
        security,
        summary: 'Threads the viewer follows here with replies they have not read',
        params: ConversationParams,
        response: { 200: FollowedThreadList, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      return followedThreads(db, school, user.id, request.params.id)
    },
  )

  r.post(
    '/api/v1/chat/conversations/:id/threads/:messageId/read',
    {
      schema: {
        tags,
        security,
        summary: "Mark a thread's replies read up to a message",
        params: MessageParams,
        body: ReadBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = who(request)
      const { id, messageId } = request.params
      await markThreadRead(db, school, user.id, id, messageId, request.body.messageId)
      return reply.code(204).send(null)
    },
  )
}

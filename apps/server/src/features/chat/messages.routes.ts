import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  ChatMessage,
  HistoryQuery,
  ChatSearchQuery,
  MentionPage,
  MentionsQuery,
  MessageSearchPage,
  MessagePage,
  ReadBody,
  ReadPointer,
  REPORT_REASON_MAX,
} from '@quad/shared'
import { rateLimited } from '../../platform/errors.ts'
import { cursorBefore, withNextBefore } from '../../platform/paging/adapters.ts'
import { publishRead } from './chat-realtime.ts'
import { forwardedCopy } from './forward.ts'
import { mentionsOf, searchMessages } from './mention-list.ts'
import { requireMembership } from './conversations.service.ts'
import { removeStored } from './files.service.ts'
import {
  changeOwnMessage,
  audienceOf,
  hideForMe,
  history,
  markRead,
  reportMessage,
  requireMessage,
  sendMessage,
  sendPath,
} from './messages.service.ts'
import {
  type ChatRouteDeps,
  chatRouteParts,
  ConversationParams,
  MessageParams,
  errors,
  tags,
  security,
  SendBody,
  EditBody,
  SEND_WINDOW_MS,
} from './chat-route-parts.ts'

/** Messages: history, send (rate-limited), edit, delete, report, read pointers. */
export function messageRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { r, db, who, memberships, online } = chatRouteParts(app, deps)
  const { realtime, storage, outbox } = deps
  const send = sendPath(outbox, online)
  const sendLimit = deps.options.rateLimits.limit('chat-send', {
    max: deps.options.sendLimit,
    windowMs: SEND_WINDOW_MS,
  })
  /** A thread's starter, its summary changed by a reply sent or deleted (decision 096). */
  const publishStarter = async (threadId: number | null, memberIds: number[]) => {
    if (threadId === null) return
    const starter = await requireMessage(db, threadId)
    await realtime.send(await audienceOf(db, memberIds, starter.id), {
      type: 'message',
      message: starter,
    })
  }

  r.get(
    '/api/v1/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        params: ConversationParams,
        querystring: HistoryQuery,
        response: { 200: MessagePage, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      const { before, limit, thread } = request.query
      const page = { cursor: cursorBefore(before), limit, thread }
      return withNextBefore(await history(db, school, user.id, request.params.id, page))
    },
  )

  r.get(
    '/api/v1/chat/mentions',
    {
      schema: {
        tags,
        security,
        summary: 'Messages that @mention the viewer, newest first',
        querystring: MentionsQuery,
        response: { 200: MentionPage, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      const { before, limit } = request.query
      return withNextBefore(
        await mentionsOf(db, school, user, { cursor: cursorBefore(before), limit }),
      )
    },
  )

  r.get(
    '/api/v1/chat/search',
    {
      schema: {
        tags,
        security,
        summary: "Messages in the viewer's conversations (or one) that say these words",
        querystring: ChatSearchQuery,
        response: { 200: MessageSearchPage, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      const { before, limit, q, conversationId } = request.query
      if (conversationId !== undefined) await requireMembership(db, school, user.id, conversationId)
      return withNextBefore(
        await searchMessages(
          db,
          school,
          user.id,
          { q, conversationId },
          { cursor: cursorBefore(before), limit },
        ),
      )
    },
  )

  r.post(
    '/api/v1/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        params: ConversationParams,
        body: SendBody,
        response: { 200: ChatMessage, 201: ChatMessage, ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = who(request)
      if (!sendLimit.take(user.uid)) {
        throw rateLimited('You are sending messages too fast. Wait a few seconds.')
      }
      const { forwardOf } = request.body
      const input =
        forwardOf === undefined
          ? request.body
          : {
              ...request.body,
              ...(await forwardedCopy(db, storage, school, user.id, {
                ...request.body,
                forwardOf,
              })),
            }
      const { message, created, memberIds } = await sendMessage(
        deps.database,
        send,
        memberships,
        school,
        user,
        request.params.id,
        input,
      )
      // Store first, then publish (decision 008: seq order, latency); a retry publishes
      // nothing new. Notifications follow `chat.message_sent` (decision 023).
      if (created) {
        await realtime.send(memberIds, { type: 'message', message })
        await publishStarter(message.threadId, memberIds)
      }
      return reply.code(created ? 201 : 200).send(message)
    },
  )

  r.patch(
    '/api/v1/chat/conversations/:id/messages/:messageId',
    {
      schema: {
        tags,
        security,
        params: MessageParams,
        body: EditBody,
        response: { 200: ChatMessage, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      const { id, messageId } = request.params
      const { message, memberIds } = await changeOwnMessage(
        db,
        school,
        user.id,
        id,
        messageId,
        request.body,
      )
      await realtime.send(await audienceOf(db, memberIds, message.id), { type: 'message', message })
      return message
    },
  )

  r.delete(
    '/api/v1/chat/conversations/:id/messages/:messageId',
    {
      schema: { tags, security, params: MessageParams, response: { 200: ChatMessage, ...errors } },
    },
    async (request) => {
      const { school, user } = who(request)
      const { id, messageId } = request.params
      const { message, removedFiles, memberIds } = await changeOwnMessage(
        db,
        school,
        user.id,
        id,
        messageId,
        {
          delete: true,
        },
      )
      for (const file of removedFiles) await removeStored(storage, school.id, file)
      await realtime.send(await audienceOf(db, memberIds, message.id), { type: 'message', message })
      await publishStarter(message.threadId, memberIds)
      return message
    },
  )

  r.delete(
    '/api/v1/chat/conversations/:id/messages/:messageId/for-me',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a message for yourself only (others still see it)',
        params: MessageParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = who(request)
      const { id, messageId } = request.params
      await hideForMe(db, school, user.id, id, messageId)
      // The student's other tabs and devices drop it too.
      await realtime.send([user.id], { type: 'hidden', conversationId: id, messageId })
      return reply.code(204).send(null)
    },
  )

  r.post(
    '/api/v1/chat/conversations/:id/messages/:messageId/report',
    {
      schema: {
        tags,
        security,
        params: MessageParams,
        body: z.object({ reason: z.string().trim().min(1).max(REPORT_REASON_MAX) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = who(request)
      const { id, messageId } = request.params
      await reportMessage(db, school, user.id, id, messageId, request.body.reason)
      return reply.code(204).send(null)
    },
  )

  r.post(
    '/api/v1/chat/conversations/:id/read',
    {
      schema: {
        tags,
        security,
        params: ConversationParams,
        body: ReadBody,
        response: { 200: ReadPointer, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      const { id } = request.params
      const { lastRead, memberIds } = await markRead(
        db,
        school,
        user.id,
        id,
        request.body.messageId,
      )
      await publishRead(db, realtime, school, user, {
        conversationId: id,
        messageId: lastRead,
        memberIds,
      })
      return { lastReadMessageId: lastRead }
    },
  )
}

import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ChatMessage,
  ChatSettingsResponse,
  Conversation,
  ConversationList,
  CONVERSATION_NAME_MAX,
  ErrorBody,
  HISTORY_PAGE_DEFAULT,
  HISTORY_PAGE_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_FILES_MAX,
  MessagePage,
  ParticipantList,
  REPORT_REASON_MAX,
  SyncPage,
  UnreadSummary,
} from '@quad/shared'
import type { Database } from '../platform/db/database.ts'
import { rateLimited } from '../platform/errors.ts'
import type { FileStorage } from '../platform/files/storage.ts'
import { requireBearerContext } from '../platform/auth/auth.plugin.ts'
import type { Realtime } from '../platform/realtime/realtime.ts'
import { publishConversation, publishRead } from './chat-realtime.ts'
import {
  addParticipants,
  getConversation,
  leaveConversation,
  listConversations,
  listParticipants,
  setMuted,
  startConversation,
} from './conversations.service.ts'
import { removeStored } from './files.service.ts'
import {
  changeOwnMessage,
  changesSince,
  history,
  markRead,
  reportMessage,
  sendMessage,
} from './messages.service.ts'
import { chatSettings, updatePreferences } from './preferences.service.ts'
import { unreadSummary } from './unread.service.ts'
import { notifyMembers } from './chat-notifications.ts'

export interface ChatRouteOptions {
  /** Messages a student may send per SEND_WINDOW_MS (issue 6 "per-user send rate limit"). */
  sendLimit: number
}
export const SEND_WINDOW_MS = 10_000

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const ConversationParams = z.object({ id: Id })
const MessageParams = z.object({ id: Id, messageId: Id })
const Uid = z.string().min(1).max(64)
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
}
const tags = ['chat']
const security = [{ bearer: [] }]

const StartBody = z.object({
  participantUids: z.array(Uid).min(1).max(1000),
  name: z.string().trim().min(1).max(CONVERSATION_NAME_MAX).optional(),
})
const SendBody = z.object({
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
const EditBody = z.object({ body: z.string().trim().min(1).max(MESSAGE_BODY_MAX) })

/** api.md "Chat and realtime": every route needs the bearer JWT (checked in one hook). */
export function chatRoutes(
  app: FastifyInstance,
  database: Database,
  realtime: Realtime,
  storage: FileStorage,
  options: ChatRouteOptions,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = database.db
  const online = (ids: number[]) => realtime.online(ids)
  const sendLimit = app.createRateLimit({
    max: options.sendLimit,
    timeWindow: SEND_WINDOW_MS,
    keyGenerator: (request) => `chat-send:${request.bearer?.claims.uid ?? request.ip}`,
  })
  const who = (request: FastifyRequest) => requireBearerContext(request, database)

  r.get(
    '/api/v1/chat/conversations',
    {
      schema: {
        tags,
        security,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(20),
          cursor: z.string().max(200).optional(),
          q: z.string().trim().max(100).optional(),
        }),
        response: { 200: ConversationList, ...errors },
      },
    },
    async (request) => {
      const { school, user } = await who(request)
      return listConversations(db, school, user.id, request.query, online)
    },
  )

  r.post(
    '/api/v1/chat/conversations',
    {
      schema: {
        tags,
        security,
        body: StartBody,
        response: { 200: Conversation, 201: Conversation, ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = await who(request)
      const { id, created, invitees } = await startConversation(db, school, user.id, request.body)
      if (created) await publishConversation(realtime, invitees, id, [user.id, ...invitees])
      return reply
        .code(created ? 201 : 200)
        .send(await getConversation(db, school, user.id, id, online))
    },
  )

  r.get(
    '/api/v1/chat/conversations/:id',
    {
      schema: {
        tags,
        security,
        params: ConversationParams,
        response: { 200: Conversation, ...errors },
      },
    },
    async (request) => {
      const { school, user } = await who(request)
      return getConversation(db, school, user.id, request.params.id, online)
    },
  )

  r.patch(
    '/api/v1/chat/conversations/:id',
    {
      schema: {
        tags,
        security,
        params: ConversationParams,
        body: z.object({ muted: z.boolean() }),
        response: { 200: Conversation, ...errors },
      },
    },
    async (request) => {
      const { school, user } = await who(request)
      await setMuted(db, school, user.id, request.params.id, request.body.muted)
      return getConversation(db, school, user.id, request.params.id, online)
    },
  )

  r.post(
    '/api/v1/chat/conversations/:id/leave',
    {
      schema: {
        tags,
        security,
        params: ConversationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = await who(request)
      await leaveConversation(db, school, user.id, request.params.id)
      await publishConversation(realtime, [user.id], request.params.id)
      return reply.code(204).send(null)
    },
  )

  r.get(
    '/api/v1/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        params: ConversationParams,
        querystring: z.object({
          before: Id.optional(),
          limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_DEFAULT),
        }),
        response: { 200: MessagePage, ...errors },
      },
    },
    async (request) => {
      const { school, user } = await who(request)
      return history(db, school, user.id, request.params.id, request.query)
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
      const { school, user } = await who(request)
      const limit = await sendLimit(request)
      if (!limit.isAllowed && limit.isExceeded) {
        throw rateLimited('You are sending messages too fast. Wait a few seconds.')
      }
      const { message, created, memberIds, conversationName } = await sendMessage(
        db,
        school,
        user,
        request.params.id,
        request.body,
      )
      // Store first, then publish (architecture.md); a retry publishes nothing new.
      if (created) {
        await realtime.send(memberIds, { type: 'message', message })
        await notifyMembers(db, realtime, school, {
          senderId: user.id,
          memberIds,
          conversationName,
          message,
        })
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
      const { school, user } = await who(request)
      const { id, messageId } = request.params
      const { message, memberIds } = await changeOwnMessage(
        db,
        school,
        user.id,
        id,
        messageId,
        request.body,
      )
      await realtime.send(memberIds, { type: 'message', message })
      return message
    },
  )

  r.delete(
    '/api/v1/chat/conversations/:id/messages/:messageId',
    {
      schema: { tags, security, params: MessageParams, response: { 200: ChatMessage, ...errors } },
    },
    async (request) => {
      const { school, user } = await who(request)
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
      await realtime.send(memberIds, { type: 'message', message })
      return message
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
      const { school, user } = await who(request)
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
        body: z.object({ messageId: Id }),
        response: { 200: z.object({ lastReadMessageId: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { school, user } = await who(request)
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

  r.get(
    '/api/v1/chat/conversations/:id/participants',
    {
      schema: {
        tags,
        security,
        params: ConversationParams,
        response: { 200: ParticipantList, ...errors },
      },
    },
    async (request) => {
      const { school, user } = await who(request)
      return listParticipants(db, school, user.id, request.params.id)
    },
  )

  r.post(
    '/api/v1/chat/conversations/:id/participants',
    {
      schema: {
        tags,
        security,
        params: ConversationParams,
        body: z.object({ uids: z.array(Uid).min(1).max(1000) }),
        response: { 200: ParticipantList, ...errors },
      },
    },
    async (request) => {
      const { school, user } = await who(request)
      const { id } = request.params
      const added = await addParticipants(db, school, user.id, id, request.body.uids)
      await publishConversation(realtime, added, id)
      return listParticipants(db, school, user.id, id)
    },
  )

  r.get(
    '/api/v1/chat/sync',
    {
      schema: {
        tags,
        security,
        querystring: z.object({
          after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
          limit: z.coerce.number().int().min(1).max(500).default(200),
        }),
        response: { 200: SyncPage, ...errors },
      },
    },
    async (request) => {
      const { school, user } = await who(request)
      return changesSince(db, school, user.id, request.query.after, request.query.limit)
    },
  )

  r.get(
    '/api/v1/chat/unread',
    { schema: { tags, security, response: { 200: UnreadSummary, ...errors } } },
    async (request) => unreadSummary(db, (await who(request)).user.id),
  )

  r.get(
    '/api/v1/chat/settings',
    { schema: { tags, security, response: { 200: ChatSettingsResponse, ...errors } } },
    async (request) => {
      const { school, user } = await who(request)
      return chatSettings(db, school, user.id)
    },
  )

  r.patch(
    '/api/v1/chat/settings',
    {
      schema: {
        tags,
        security,
        body: z
          .object({ readReceipts: z.boolean(), typingIndicators: z.boolean() })
          .partial()
          .strict(),
        response: { 200: ChatSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const { school, user } = await who(request)
      return updatePreferences(db, school, user.id, request.body)
    },
  )
}

import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { z } from 'zod'
import {
  AddParticipantsBody,
  Conversation,
  ConversationList,
  ConversationsQuery,
  MuteBody,
  ParticipantList,
} from '@quad/shared'
import { publishConversation } from './chat-realtime.ts'
import {
  addParticipants,
  getConversation,
  leaveConversation,
  listConversations,
  listParticipants,
  setMuted,
  startConversation,
} from './conversations.service.ts'
import {
  type ChatRouteDeps,
  chatRouteParts,
  ConversationParams,
  errors,
  managesChannels,
  tags,
  security,
  StartBody,
} from './chat-route-parts.ts'

/** Conversations: list, start, read, rename or mute, leave, participants. */
export function conversationRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { r, db, online, who } = chatRouteParts(app, deps)
  const { realtime } = deps
  /** One conversation as its viewer sees it (a school admin manages channels too). */
  const conversationFor = (request: FastifyRequest, school: School, userId: number, id: number) =>
    getConversation(db, school, userId, id, online, managesChannels(request))

  r.get(
    '/api/v1/chat/conversations',
    {
      schema: {
        tags,
        security,
        querystring: ConversationsQuery,
        response: { 200: ConversationList, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
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
      const { school, user } = who(request)
      const { id, created, invitees } = await startConversation(db, school, user.id, request.body)
      if (created) await publishConversation(realtime, invitees, id, [user.id, ...invitees])
      return reply
        .code(created ? 201 : 200)
        .send(await conversationFor(request, school, user.id, id))
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
      const { school, user } = who(request)
      return conversationFor(request, school, user.id, request.params.id)
    },
  )

  r.patch(
    '/api/v1/chat/conversations/:id',
    {
      schema: {
        tags,
        security,
        params: ConversationParams,
        body: MuteBody,
        response: { 200: Conversation, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      await setMuted(db, school, user.id, request.params.id, request.body.muted)
      return conversationFor(request, school, user.id, request.params.id)
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
      const { school, user } = who(request)
      await leaveConversation(db, school, user.id, request.params.id)
      await publishConversation(realtime, [user.id], request.params.id)
      return reply.code(204).send(null)
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
      const { school, user } = who(request)
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
        body: AddParticipantsBody,
        response: { 200: ParticipantList, ...errors },
      },
    },
    async (request) => {
      const { school, user } = who(request)
      const { id } = request.params
      const added = await addParticipants(db, school, user.id, id, request.body.uids)
      await publishConversation(realtime, added, id)
      return listParticipants(db, school, user.id, id)
    },
  )
}

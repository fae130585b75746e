import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ChannelList, ChannelSummary, CreateChannelBody, UpdateChannelBody } from '@quad/shared'
import type { ModuleContext } from '../../platform/module.ts'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import { badRequest } from '../../platform/errors.ts'
import { authorize } from '../../platform/policies/policies.plugin.ts'
import { ClubParams } from '../clubs/index.ts'
import { ConversationParams, errors, managesChannels, security, tags } from './chat-route-parts.ts'
import {
  createChannel,
  listChannels,
  presentChannel,
  requireChannel,
  requireOpenClub,
  updateChannel,
} from './channels.service.ts'
import { publishConversation } from './chat-realtime.ts'
import { requireMembership } from './membership.ts'

/**
 * Club channels (issue 35 item 9, decision 092): the viewer's, by club; and what a club's
 * officers (and school admins: `chat.channel.manage`) change, audited.
 */
export function channelRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime, policies } = ctx
  const { db } = database
  const online = (ids: number[]) => realtime.online(ids)

  r.get(
    '/api/v1/chat/channels',
    {
      schema: {
        tags,
        security,
        summary: "The viewer's club channels, by club",
        response: { 200: ChannelList, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      return listChannels(db, school, user.id, online, managesChannels(request))
    },
  )

  r.post(
    '/api/v1/clubs/:id/channels',
    {
      schema: {
        tags,
        security,
        summary: 'Open a channel in the club (its officers, school admins)',
        params: ClubParams,
        body: CreateChannelBody,
        response: { 201: ChannelSummary, ...errors },
      },
    },
    async (request, reply) => {
      const { school, user } = requireBearerContext(request)
      await authorize(policies, request, 'chat.channel.manage', {
        schoolId: school.id,
        clubUid: request.params.id,
      })
      const club = await requireOpenClub(db, school, request.params.id)
      const made = await createChannel(
        db,
        school,
        auditOrigin(request, user.id),
        club,
        request.body,
      )
      // Every member's lists refetch; every instance forgets the channel's members.
      await publishConversation(realtime, made.memberIds, made.id)
      return reply.code(201).send(presentChannel(await requireChannel(db, school, made.id)))
    },
  )

  r.patch(
    '/api/v1/chat/channels/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a channel, set who posts, archive it or open it again',
        params: ConversationParams,
        body: UpdateChannelBody,
        response: { 200: ChannelSummary, ...errors },
      },
    },
    async (request) => {
      const { school, user } = requireBearerContext(request)
      const channel = await requireChannel(db, school, request.params.id)
      // A student outside the channel learns nothing of it, not even that it exists.
      if (!managesChannels(request)) await requireMembership(db, school, user.id, channel.id)
      await authorize(policies, request, 'chat.channel.manage', {
        schoolId: school.id,
        clubUid: channel.clubUid,
      })
      const { body } = request
      if (body.name === undefined && body.posting === undefined && body.archived === undefined) {
        throw badRequest('body: name, posting or archived', [
          { path: 'body', message: 'changes nothing: give name, posting or archived' },
        ])
      }
      const memberIds = await updateChannel(
        db,
        school,
        auditOrigin(request, user.id),
        channel,
        body,
      )
      await publishConversation(realtime, memberIds, channel.id)
      return presentChannel(await requireChannel(db, school, channel.id))
    },
  )
}

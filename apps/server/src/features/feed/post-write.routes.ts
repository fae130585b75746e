import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreatePostBody,
  MentionQuery,
  MentionSuggestions,
  PollVoteBody,
  Post,
  PostParams,
  POSTS_PER_HOUR,
  UpdatePostBody,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import { rateLimited } from '../../platform/errors.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { feedViewerOf } from './feed-viewer.ts'
import { errors, security, tags } from './feed.routes.ts'
import { mentionSuggestions } from './mention-suggestions.ts'
import { unvotePoll, votePoll } from './poll-vote.service.ts'
import { createPost, postByClientId, type FeedWrites } from './post-create.service.ts'
import { deletePost, editPost, pinPost } from './post-manage.service.ts'
import { postDetail } from './post-query.ts'

const HOUR_MS = 60 * 60 * 1000
/**
 * Mention lookups a student may make a minute: a composer asks once per typed letter
 * (debounced), far below this; more is someone listing the school by prefixes.
 */
export const MENTION_LOOKUPS_PER_MINUTE = 120

/** Writing posts (issue 16 items 1-2, api.md "Feed", decision 041). */
export function postWriteRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const writes: FeedWrites = {
    db,
    storage: ctx.storage,
    outbox: ctx.outbox,
    policies: ctx.policies,
  }
  const postLimit = app.createRateLimit({
    max: POSTS_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `feed-post:${request.bearer?.claims.uid ?? request.ip}`,
  })
  const mentionLimit = app.createRateLimit({
    max: MENTION_LOOKUPS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `feed-mentions:${request.bearer?.claims.uid ?? request.ip}`,
  })
  const writer = (request: FastifyRequest) => {
    const actor = actorOf(request)
    return { school: requireSchool(request), actor, origin: auditOrigin(request, actor.userId) }
  }
  /** The post as the writer now sees it. */
  const answer = (request: FastifyRequest, uid: string) => {
    const { school, actor } = writer(request)
    return postDetail(db, school, feedViewerOf(actor), uid)
  }
  const one = { params: PostParams, response: { 200: Post, ...errors } }

  r.post(
    '/api/v1/feed/posts',
    {
      schema: {
        tags,
        summary: 'Write a post: the school feed, or a club’s news, discussion or forum',
        description:
          'No `clubId`: the school feed. A club post’s channel is news unless named; a forum ' +
          'thread needs a title. `fileIds` are images uploaded with `POST /api/v1/files`. A ' +
          `retry with the same \`clientId\` answers the stored post (200). ${String(POSTS_PER_HOUR)} posts an hour.`,
        security,
        body: CreatePostBody,
        response: { 200: Post, 201: Post, ...errors },
      },
    },
    async (request, reply) => {
      const { school, actor } = writer(request)
      const stored = await postByClientId(db, school, actor.userId, request.body.clientId)
      if (stored) return reply.code(200).send(await answer(request, stored))
      const limit = await postLimit(request)
      if (!limit.isAllowed && limit.isExceeded) {
        throw rateLimited(`At most ${String(POSTS_PER_HOUR)} posts an hour; try again later.`)
      }
      const post = await createPost(writes, school, actor, request.body)
      return reply.code(post.created ? 201 : 200).send(await answer(request, post.uid))
    },
  )

  r.patch(
    '/api/v1/feed/posts/:id',
    {
      schema: {
        tags,
        summary: 'Change a post’s text (its author; marked edited)',
        security,
        ...one,
        body: UpdatePostBody,
      },
    },
    async (request) => {
      const { school, actor } = writer(request)
      await editPost(writes, school, actor, request.params.id, request.body)
      return answer(request, request.params.id)
    },
  )

  r.delete(
    '/api/v1/feed/posts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a post (its author; moderators, admins, the club’s officers)',
        security,
        params: PostParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { school, actor, origin } = writer(request)
      await deletePost(writes, school, actor, origin, request.params.id)
      return reply.code(204).send(null)
    },
  )

  for (const method of ['put', 'delete'] as const) {
    r[method](
      '/api/v1/feed/posts/:id/pin',
      {
        schema: {
          tags,
          summary: `${method === 'put' ? 'Pin' : 'Unpin'} a post (admins; the club’s officers)`,
          security,
          ...one,
        },
      },
      async (request) => {
        const { school, actor, origin } = writer(request)
        await pinPost(writes, school, actor, origin, request.params.id, method === 'put')
        return answer(request, request.params.id)
      },
    )
  }

  r.put(
    '/api/v1/feed/posts/:id/vote',
    {
      schema: {
        tags,
        summary: 'Vote in a post’s poll (replaces the viewer’s earlier choice)',
        security,
        ...one,
        body: PollVoteBody,
      },
    },
    async (request) => {
      const { school, actor } = writer(request)
      await votePoll(writes, school, actor, request.params.id, request.body)
      return answer(request, request.params.id)
    },
  )

  r.delete(
    '/api/v1/feed/posts/:id/vote',
    { schema: { tags, summary: 'Take back a poll vote', security, ...one } },
    async (request) => {
      const { school, actor } = writer(request)
      await unvotePoll(writes, school, actor, request.params.id)
      return answer(request, request.params.id)
    },
  )

  r.get(
    '/api/v1/feed/mentions',
    {
      schema: {
        tags,
        summary: 'Schoolmates the viewer may @mention, by name prefix (club members first)',
        security,
        querystring: MentionQuery,
        response: { 200: MentionSuggestions, ...errors },
      },
    },
    async (request) => {
      const { school, actor } = writer(request)
      const allowed = await mentionLimit(request)
      if (!allowed.isAllowed && allowed.isExceeded) {
        throw rateLimited('Too many name lookups; wait a minute.')
      }
      return { items: await mentionSuggestions(db, school, actor.userId, request.query) }
    },
  )
}

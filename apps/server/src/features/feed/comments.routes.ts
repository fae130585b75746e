import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CommentsPage,
  CommentsQuery,
  CreateCommentBody,
  FeedComment,
  PostParams,
  UpdateCommentBody,
} from '@quad/shared'
import { auditOrigin } from '../../platform/audit/audit.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { listComments } from './comment-list.ts'
import { presentComment } from './comment-presenter.ts'
import { createComment, deleteComment, updateComment } from './comments.service.ts'
import { feedViewerOf } from './feed-viewer.ts'
import { errors, feedViewer, security, tags } from './feed.routes.ts'

/** Comments with one level of replies (issue 16 item 3, api.md "Feed"). */
export function commentRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { outbox, policies } = ctx
  const db = ctx.database.db
  const writes = { db, outbox, policies }

  r.get(
    '/api/v1/feed/posts/:id/comments',
    {
      config: { visitors: true },
      schema: {
        tags,
        summary: 'A post’s threads oldest first, or with parentId that comment’s replies',
        security,
        params: PostParams,
        querystring: CommentsQuery,
        response: { 200: CommentsPage, ...errors },
      },
    },
    async (request) =>
      listComments(
        db,
        requireSchool(request),
        feedViewer(request),
        request.params.id,
        request.query,
      ),
  )

  r.post(
    '/api/v1/feed/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a post, or reply to a top-level comment (a retried clientId: 200)',
        security,
        params: PostParams,
        body: CreateCommentBody,
        response: { 200: FeedComment, 201: FeedComment, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request)
      const { comment, post, created } = await createComment(
        writes,
        requireSchool(request),
        actor,
        request.params.id,
        request.body,
      )
      const answer = await presentComment(db, feedViewerOf(actor), post, comment)
      return reply.code(created ? 201 : 200).send(answer)
    },
  )

  r.patch(
    '/api/v1/feed/comments/:id',
    {
      schema: {
        tags,
        summary: 'The author changes a comment’s text (marked edited)',
        security,
        params: PostParams,
        body: UpdateCommentBody,
        response: { 200: FeedComment, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request)
      const school = requireSchool(request)
      const { comment, post } = await updateComment(
        writes,
        school,
        actor,
        request.params.id,
        request.body,
      )
      const answer = await presentComment(db, feedViewerOf(actor), post, comment)
      return reply.send(answer)
    },
  )

  r.delete(
    '/api/v1/feed/comments/:id',
    {
      schema: {
        tags,
        summary: 'Delete a comment: its author, the club’s officers, moderators, school admins',
        security,
        params: PostParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request)
      const school = requireSchool(request)
      const origin = auditOrigin(request, actor.userId)
      await deleteComment(writes, school, actor, request.params.id, origin)
      return reply.code(204).send(null)
    },
  )
}

import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { LikeResult, PostParams, withArticle } from '@quad/shared'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { feedViewerOf } from './feed-viewer.ts'
import { errors, security, tags } from './feed.routes.ts'
import { likeComment, likePost } from './likes.service.ts'

/** Likes of posts and comments (issue 16 item 3): PUT likes, DELETE takes it back; both idempotent. */
export function likeRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const targets = [
    { url: '/api/v1/feed/posts/:id/like', noun: 'post', set: likePost },
    { url: '/api/v1/feed/comments/:id/like', noun: 'comment', set: likeComment },
  ] as const
  for (const { url, noun, set } of targets) {
    for (const [method, like] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      r.route({
        method,
        url,
        schema: {
          tags,
          summary: like
            ? `Like ${withArticle(noun)} (idempotent)`
            : `Take back a like of ${withArticle(noun)}`,
          security,
          params: PostParams,
          response: { 200: LikeResult, ...errors },
        },
        handler: async (request) =>
          set(
            db,
            ctx.outbox,
            requireSchool(request),
            feedViewerOf(actorOf(request)),
            request.params.id,
            like,
          ),
      })
    }
  }
}

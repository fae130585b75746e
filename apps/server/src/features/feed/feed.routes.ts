import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorBody, FeedPage, FeedQuery, PostParams, Post } from '@quad/shared'
import type { ModuleContext } from '../../platform/module.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import { requireSchool } from '../../platform/tenancy/tenancy.plugin.ts'
import { listFeed } from './feed-list.ts'
import { feedReadModel } from './feed-read-model.ts'
import { feedViewerOf } from './feed-viewer.ts'
import { postDetail } from './post-query.ts'

export const tags = ['feed']
export const security = [{ bearer: [] }]
export const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
}

/** The signed-in viewer, or null for a visitor (no token on a `visitors` route). */
export const feedViewer = (request: FastifyRequest) =>
  request.bearer ? feedViewerOf(actorOf(request)) : null

/**
 * Reading posts (issue 16, api.md "Feed"): a feed's pages and one post; a visitor sees
 * a public club's news.
 */
export function feedReadRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = ctx.database.db
  const readModel = feedReadModel({ db, policies: ctx.policies }, ctx.database.pool)

  // The reply is JSON the read model wrote, or a page listFeed computed (decision 076).
  r.get<{ Querystring: FeedQuery; Reply: FeedPage | string }>(
    '/api/v1/feed',
    {
      config: { visitors: true },
      schema: {
        tags,
        summary: 'A page of the home feed, the school feed or a club’s channel, newest first',
        description:
          'home: the school feed and the news and discussion of the viewer’s clubs; school: the ' +
          'school feed; club: one club’s channel (`clubId` required, `channel` news by default). ' +
          'The first page of school and club leads with `pinned`, which `items` then leave out. ' +
          'Visitors: a public club’s news only.',
        security,
        querystring: FeedQuery,
        response: { 200: FeedPage, ...errors },
      },
    },
    async (request, reply) => {
      const actor = request.bearer ? actorOf(request) : null
      if (readModel.serves(actor, request.query)) {
        const body = await readModel.page(requireSchool(request), actor, request.query)
        // JSON already (decision 076): Fastify sends it as it is.
        return reply.type('application/json; charset=utf-8').send(body)
      }
      return listFeed({ db, policies: ctx.policies }, requireSchool(request), actor, request.query)
    },
  )

  r.get(
    '/api/v1/feed/posts/:id',
    {
      config: { visitors: true },
      schema: {
        tags,
        summary: 'One post as the viewer sees it (visitors: a public club’s news)',
        security,
        params: PostParams,
        response: { 200: Post, ...errors },
      },
    },
    async (request) =>
      postDetail(db, requireSchool(request), feedViewer(request), request.params.id),
  )
}

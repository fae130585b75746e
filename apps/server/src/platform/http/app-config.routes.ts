import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppConfig } from '@quad/shared'
import type { Config } from '../env.ts'
import { matchesEtag } from './kept-answer.ts'

/**
 * Fresh for five minutes, then served from the browser's cache while it revalidates for a
 * day: a deployment's settings change with a restart, and a page must never wait on them
 * (issue 19 item 1, decision 062). The ETag makes the revalidation a bodiless 304.
 */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'

/** Public deployment settings the web client reads before it starts. */
export function appConfigRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'hostOrigins' | 'analytics'>,
): void {
  const body: AppConfig = { hostOrigins: config.hostOrigins, analytics: config.analytics }
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/mobile_ws/v18/app_config',
      { schema: { tags: ['platform'], response: { 200: AppConfig, 304: z.null() } } },
      async (request, reply) => {
        reply.header('cache-control', CACHE_CONTROL).header('etag', etag)
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null)
        return reply.send(body)
      },
    )
}

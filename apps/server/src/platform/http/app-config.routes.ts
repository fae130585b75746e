import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppConfig } from '@quad/shared'
import type { Config } from '../env.ts'

/** Public deployment settings the web client reads before it starts. */
export function appConfigRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'hostOrigins' | 'analytics'>,
): void {
  const body: AppConfig = { hostOrigins: config.hostOrigins, analytics: config.analytics }
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/mobile_ws/v18/app_config',
      { schema: { tags: ['platform'], response: { 200: AppConfig } } },
      async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
    )
}

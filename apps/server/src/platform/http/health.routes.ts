import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { HealthResponse, ReadyResponse } from '@quad/shared'

export interface ReadinessCheck {
  name: string
  check(): Promise<boolean>
}

export function healthRoutes(app: FastifyInstance, checks: ReadinessCheck[]): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/healthz',
    { schema: { tags: ['platform'], response: { 200: HealthResponse } } },
    async () => ({ status: 'ok' as const }),
  )
  r.get(
    '/readyz',
    { schema: { tags: ['platform'], response: { 200: ReadyResponse, 503: ReadyResponse } } },
    async (_request, reply) => {
      const results = await Promise.all(
        checks.map(async (c) => [c.name, (await c.check()) ? 'ok' : 'failing'] as const),
      )
      const ready = results.every(([, state]) => state === 'ok')
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', checks: Object.fromEntries(results) })
    },
  )
}

import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { HealthResponse, ReadyResponse } from '@quad/shared'
import { compiledSerializer } from './compiled-serializer.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A load balancer's probe (decision 085 "Since (stop 69)"): machine-read, public, never
     * a page, so its answer carries only `nosniff` of the security headers.
     */
    probe?: true
  }
}

export interface ReadinessCheck {
  name: string
  check(): Promise<boolean>
}

export function healthRoutes(app: FastifyInstance, checks: ReadinessCheck[]): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/healthz',
    {
      schema: { tags: ['platform'], response: { 200: HealthResponse } },
      // Fifteen bytes: nothing to compress, so the plugin's hook is not run for it.
      config: { probe: true, compress: false },
      // The probe every load balancer polls (P4): compiled once, not encoded through Zod.
      serializerCompiler: compiledSerializer,
    },
    async () => ({ status: 'ok' as const }),
  )
  r.get(
    '/readyz',
    {
      schema: { tags: ['platform'], response: { 200: ReadyResponse, 503: ReadyResponse } },
      // A few dozen bytes: nothing to compress, so the plugin's hook is not run for it.
      config: { probe: true, compress: false },
    },
    async (_request, reply) => {
      const results = await Promise.all(
        checks.map(
          async (c) => [c.name, (await withTimeout(c.check())) ? 'ok' : 'failing'] as const,
        ),
      )
      const ready = results.every(([, state]) => state === 'ok')
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', checks: Object.fromEntries(results) })
    },
  )
}

/** A probe answers within this time or counts as failing (a busy or partitioned database). */
const CHECK_TIMEOUT_MS = 2_000

function withTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)
  })
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer))
}

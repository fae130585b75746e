import * as z from 'zod/mini'

export const HealthResponse = z.object({ status: z.literal('ok') })
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])),
})
export type ReadyResponse = z.infer<typeof ReadyResponse>

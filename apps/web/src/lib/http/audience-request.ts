import type * as z from 'zod/mini'
import { bearerRequestJson } from './bearer-client.ts'
import { requestJson, type RequestOptions } from './http.ts'

/**
 * Who is asking on a page that is public in share mode (api.md "Public share mode"): a
 * signed-in student, through the bearer client (spec 7), or a visitor, who calls the routes
 * that accept visitors without a token and sees only what the school marks public. Part of
 * every query key, so the two never share a cache.
 */
export type Audience = 'student' | 'visitor'

export function audienceRequestJson<S extends z.ZodMiniType>(
  audience: Audience,
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>> {
  return audience === 'visitor'
    ? requestJson(path, schema, options)
    : bearerRequestJson(path, schema, options)
}

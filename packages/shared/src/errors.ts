import * as z from 'zod/mini'

/** One error vocabulary for both surfaces (spec 7-8, api.md "Conventions"). */
export const ErrorCode = z.enum([
  'bad_request',
  'unauthorized',
  'forbidden',
  'csrf_invalid',
  'not_found',
  'conflict',
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
])
export type ErrorCode = z.infer<typeof ErrorCode>

export const ErrorIssue = z.object({
  /** Where the problem is, e.g. `body.email` or `query.range`. */
  path: z.string(),
  message: z.string(),
})
export type ErrorIssue = z.infer<typeof ErrorIssue>

export const ErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    issues: z.optional(z.array(ErrorIssue)),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBody>

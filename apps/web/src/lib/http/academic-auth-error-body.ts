import * as z from 'zod/mini'

/*
 * Spec 3 "Academic auth error" / spec 8: a 498 from an academic call carries where the
 * student re-authorises. Only http(s) links, since the UI will send the student there.
 * TODO: move to packages/shared (beside ErrorBody) once the server answers any 498
 * itself, so both sides share it; until then only the client reads it.
 */
export const AcademicAuthErrorBody = z.object({
  errorCode: z.union([z.string(), z.number()]),
  oauthURL: z.url({ protocol: /^https?$/ }),
})
export type AcademicAuthErrorBody = z.infer<typeof AcademicAuthErrorBody>

import * as z from 'zod/mini'

/**
 * What the web client needs to know about this deployment before it starts:
 * which host pages may embed it and talk to it (api.md "Host page protocol"),
 * and the analytics script, if any (spec 8-9).
 */
export const AnalyticsConfig = z.object({
  /** The script's URL, with the API key already in place. */
  scriptUrl: z.string(),
  /** Empty when the deployment names a script but no key: the client logs an error (spec 8). */
  apiKey: z.string(),
  /** The global the script defines, polled every 100 ms until ready (spec 9). */
  globalName: z.string(),
})
export type AnalyticsConfig = z.infer<typeof AnalyticsConfig>

export const AppConfig = z.object({
  hostOrigins: z.array(z.string()),
  analytics: z.nullable(AnalyticsConfig),
})
export type AppConfig = z.infer<typeof AppConfig>

import * as z from 'zod/mini'

/*
 * A student's signed-in devices (issue 18 item 3, api.md `/api/v1/me/sessions`) and the
 * "What Quad records about you" page with its analytics opt-out (issue 18 item 5).
 */

export const DeviceType = z.enum(['desktop', 'mobile', 'tablet', 'other'])
export type DeviceType = z.infer<typeof DeviceType>

export const SessionMethod = z.enum(['password', 'totp', 'recovery', 'sso', 'link'])
export type SessionMethod = z.infer<typeof SessionMethod>

/** One signed-in browser; `place` is the sign-in network, never a looked-up city. */
export const DeviceSession = z.object({
  id: z.string(),
  /** The session making this request. */
  current: z.boolean(),
  userAgent: z.nullable(z.string()),
  /** "Firefox 128", or null when the User-Agent names none. */
  browser: z.nullable(z.string()),
  /** "macOS 14.5", or null. */
  os: z.nullable(z.string()),
  deviceType: DeviceType,
  /** "Local network" for private and loopback ranges, else the range itself. */
  place: z.nullable(z.string()),
  ipRange: z.nullable(z.string()),
  method: SessionMethod,
  /** Issue 34: this device receives push notifications (it subscribed while signed in here). */
  push: z.boolean(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
})
export type DeviceSession = z.infer<typeof DeviceSession>

export const DeviceSessionList = z.object({ items: z.array(DeviceSession) })
export type DeviceSessionList = z.infer<typeof DeviceSessionList>

export const DeviceSessionParams = z.object({ id: z.string().check(z.maxLength(100)) })

export const EndSessionsQuery = z.object({ others: z.literal('true') })

export const EndedSessions = z.object({ ended: z.number() })
export type EndedSessions = z.infer<typeof EndedSessions>

/** One kind of thing Quad keeps about a student: a personal data part's description. */
export const RecordKind = z.object({ name: z.string(), what: z.string(), kept: z.string() })
export type RecordKind = z.infer<typeof RecordKind>

/** What the analytics script receives, exactly (spec 3 "Analytics"). */
export const AnalyticsStatement = z.object({
  /** Whether this installation names an analytics script at all. */
  configured: z.boolean(),
  /** The script's host (loaded from the provider's CDN), when configured. */
  scriptHost: z.nullable(z.string()),
  /** The identifiers sent: visitor id and account type, account id. */
  visitor: z.object({ id: z.string(), accountType: z.string() }),
  account: z.object({ id: z.string() }),
})
export type AnalyticsStatement = z.infer<typeof AnalyticsStatement>

export const RecordsAnswer = z.object({
  items: z.array(RecordKind),
  analytics: AnalyticsStatement,
  analyticsOptOut: z.boolean(),
})
export type RecordsAnswer = z.infer<typeof RecordsAnswer>

export const AnalyticsChoice = z.object({ optOut: z.boolean() })
export type AnalyticsChoice = z.infer<typeof AnalyticsChoice>

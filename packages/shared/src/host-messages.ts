import * as z from 'zod/mini'
import { AuthTokens } from './auth.ts'
import { SchoolSettings } from './school.ts'

/**
 * The host-page protocol (spec 1, 4, 7; api.md "Host page protocol"): messages
 * exchanged with window.postMessage, only with origins in HOST_ORIGINS.
 */

/** Quad → host: the route URL after each navigation and redirect (spec 1). */
export const AngularRouteMessage = z.object({ type: z.literal('angular-route'), url: z.string() })
/** Quad → host: the user is logged out while framed (spec 4). */
export const LoggedOutMessage = z.object({ type: z.literal('webapp_logged_out') })
/** Quad → host (or opener): the outcome of an academic re-authorisation (spec 7). */
export const OAuthStatusMessage = z.object({
  type: z.literal('oauthStatus'),
  status: z.enum(['success', 'failure']),
})
/**
 * Quad → host: the student pressed Message on a profile while framed; the host opens
 * its own chat (spec 5; docs/decisions/006-message-button.md).
 */
export const OpenChatMessage = z.object({ type: z.literal('open-chat'), uid: z.string() })
/** Quad → host: Quad has started and listens; the host may now supply context. */
export const ReadyMessage = z.object({ type: z.literal('webapp_ready') })

export const ToHostMessage = z.discriminatedUnion('type', [
  AngularRouteMessage,
  LoggedOutMessage,
  OAuthStatusMessage,
  ReadyMessage,
  OpenChatMessage,
])
export type ToHostMessage = z.infer<typeof ToHostMessage>

/**
 * Host → Quad: a session and/or school the host already holds (spec 7: then the app
 * skips the auth tokens call and the school call).
 */
export const HostContextMessage = z.object({
  type: z.literal('quad-host-context'),
  session: z.optional(AuthTokens),
  school: z.optional(SchoolSettings),
})
export type HostContextMessage = z.infer<typeof HostContextMessage>

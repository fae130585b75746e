import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import websocket from '@fastify/websocket'
import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION } from '@quad/shared'
import { forbidden } from '../errors.ts'
import { requireBearerUser } from '../auth/auth.plugin.ts'
import type { Realtime } from './realtime.ts'

/** Largest client frame: client frames are tiny (typing, ping). */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024

/**
 * `GET /api/v1/realtime?token=<jwt>&v=1` (api.md): the JWT is checked by the bearer
 * hook before the upgrade (a bad one is a plain 401), then the Origin (R6).
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  realtime: Realtime,
  allowedOrigins: readonly string[],
): Promise<void> {
  await app.register(websocket, {
    // perMessageDeflate keeps ~300 KB of zlib state per socket: off (P3, 20 KB a socket).
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: false },
  })
  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preHandler: async (request) => {
        if (!originAllowed(request, allowedOrigins)) throw forbidden('Origin not allowed')
        // Checked before the upgrade, so a deleted student gets a 401, not a socket. The user
        // comes with the bearer's session (the instance's session cache): no query (P2).
        request.realtimeUser = requireBearerUser(request)
      },
    },
    (socket, request) => {
      // @fastify/websocket's own error listener keeps the whole request and reply alive
      // for the socket's lifetime (several KB a socket, P3); attach() adds a lean one.
      socket.removeAllListeners('error')
      // Likewise the placeholder response the plugin assigned to the TCP socket for routing.
      releaseRoutingResponse(request)
      // Listeners attach synchronously inside attach(): nothing the client sends is missed.
      const bearer = request.bearer
      const user = request.realtimeUser
      if (!bearer || !user) {
        socket.on('error', () => socket.terminate())
        socket.close(1011, 'not authenticated')
        return
      }
      realtime.attach(
        socket,
        request.raw.socket,
        { id: user.id, uid: user.uid, school: bearer.school },
        { expiresAt: bearer.expiresAt, sessionId: bearer.claims.sessionId },
        requestedVersion(request),
      )
    },
  )
}

declare module 'fastify' {
  interface FastifyRequest {
    realtimeUser?: { id: number; uid: string }
  }
}

/** The upgraded TCP socket still points at the ServerResponse used for routing; let it go. */
function releaseRoutingResponse(request: FastifyRequest): void {
  const tcp = request.raw.socket as { _httpMessage?: ServerResponse | null } | null
  const response = tcp?._httpMessage
  if (response && request.raw.socket) response.detachSocket(request.raw.socket)
}

function requestedVersion(request: FastifyRequest): number {
  const v = (request.query as Record<string, unknown>).v
  return typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : REALTIME_PROTOCOL_VERSION
}

/**
 * R6: a browser always sends Origin on a WebSocket; it must be the app's own origin
 * (same host) or an allowed host page. No Origin at all is a non-browser client,
 * which cannot be driven by another site (cross-site WebSocket hijacking needs a browser).
 */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.host === request.headers.host) return true
  return allowed.includes(url.origin)
}

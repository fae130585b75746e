import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CSRF_HEADER, SESSION_COOKIE } from '@quad/shared'
import type { Database } from '../db/database.ts'
import { csrfInvalid, unauthorized } from '../errors.ts'
import type { School } from '../tenancy/schools.service.ts'
import { requireSchool } from '../tenancy/tenancy.plugin.ts'
import { verifyBearer, type BearerClaims } from './jwt.ts'
import { findSession, SESSION_TTL_MS, type ActiveSession } from './sessions.service.ts'
import { timingSafeEqualText } from './tokens.ts'

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** api.md: every /mobile_ws/ state change carries the CSRF token, except logging in. */
const CSRF_EXEMPT = new Set(['/mobile_ws/v18/login'])

/**
 * Loads the cookie session of /mobile_ws/ requests and enforces the CSRF header on
 * their state changes in one place, so no route can forget it.
 */
export function installSessionAuth(app: FastifyInstance, database: Database): void {
  app.decorateRequest('session', null)
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/mobile_ws/')) return
    const token = request.cookies[SESSION_COOKIE]
    if (token && request.school) {
      request.session = await findSession(database.db, request.school, token)
    }
    const path = request.routeOptions.url ?? request.url
    if (!STATE_CHANGING.has(request.method) || CSRF_EXEMPT.has(path)) return
    if (!request.session) return
    const header = request.headers[CSRF_HEADER.toLowerCase()]
    if (typeof header !== 'string' || !timingSafeEqualText(header, request.session.csrfToken)) {
      throw csrfInvalid()
    }
  })
}

export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorized()
  return request.session
}

/** The bearer surface: a valid JWT issued for this request's school, or 401. */
export async function requireBearer(
  request: FastifyRequest,
  secret: Uint8Array,
): Promise<{ school: School; claims: BearerClaims }> {
  const school = requireSchool(request)
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(request.headers.authorization ?? '')
  const token = match?.[1]
  if (!token) throw unauthorized('A bearer token is required')
  const claims = await verifyBearer(secret, token)
  if (!claims || claims.school !== school.code) throw unauthorized('The bearer token is not valid')
  return { school, claims }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: SESSION_TTL_MS / 1000,
  })
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request))
}

/**
 * An embedded Quad runs in a host page's iframe on another site, where only a
 * `SameSite=None; Secure` cookie is sent, and Chrome keeps third-party cookies
 * only when `Partitioned` (CHIPS). Plain-http localhost development cannot set
 * Secure cookies reliably, and there host and app are same-site, so Lax suffices.
 */
function cookieOptions(request: FastifyRequest) {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '')
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1'
  return local
    ? { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: false }
    : { path: '/', httpOnly: true, sameSite: 'none' as const, secure: true, partitioned: true }
}

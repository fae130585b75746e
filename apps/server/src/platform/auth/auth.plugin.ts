import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CSRF_HEADER, REALTIME_PATH, SESSION_COOKIE } from '@quad/shared'
import type { Config } from '../env.ts'
import { csrfInvalid, unauthorized } from '../errors.ts'
import type { School } from '../tenancy/schools.service.ts'
import { requireSchool } from '../tenancy/tenancy.plugin.ts'
import type { BearerClaims } from './jwt.ts'
import type { SessionCache } from './session-cache.ts'
import { SESSION_TTL_MS, type ActiveSession, type SessionUser } from './sessions.service.ts'
import { sessionTokens } from './session-cookies.ts'
import { timingSafeEqualText } from './tokens.ts'
import type { VerifiedBearers } from './verified-bearers.ts'
import type { ResponseHook } from '../http/response-hooks.ts'

export interface Bearer {
  school: School
  claims: BearerClaims
  /** When the token expires, ms since the epoch (a realtime socket closes then). */
  expiresAt: number
  /** The live session the token names (with the user's roles, decision 024). */
  session: ActiveSession
}

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null
    bearer: Bearer | null
  }
  interface FastifyInstance {
    cookiePolicy: CookiePolicy
  }
  interface FastifyContextConfig {
    /**
     * api.md "Public share mode": the route also answers a visitor without a token
     * (`request.bearer` stays null); a token that is sent must still be valid.
     */
    visitors?: boolean
    /**
     * The route changes state without the CSRF token (api.md): the reason goes in a comment
     * at the route (logging in has no session yet; an IdP's page posts the SAML assertion).
     */
    csrf?: false
    /**
     * A GET that changes state (api.md: the spec shows user_connect as a GET): it carries the
     * CSRF token and ends the session cache's entry like any POST.
     */
    changesState?: true
    /**
     * How the route is authenticated when not by its surface's default (/mobile_ws/: the
     * session cookie; /api/v1/: a bearer). 'session': the session cookie outside /mobile_ws/
     * (an `<img>` or a browser navigation sends no bearer header), no bearer needed.
     * 'machine': neither session nor bearer, the route checks its own credential (a school
     * API key) itself.
     */
    auth?: 'session' | 'machine'
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Whether the request may change state: every method but the reads, and a GET whose route
 * says so (`config.changesState`). CSRF-checked here; a write for the session cache and
 * the directory.
 */
export function changesState(request: FastifyRequest): boolean {
  return STATE_CHANGING.has(request.method) || request.routeOptions.config.changesState === true
}

/**
 * Sessions serve the /mobile_ws/ surface and the routes that declare `auth: 'session'`
 * (the school's private media, the LMS OAuth round trip). The matched route decides, not
 * the raw URL (`/%6dobile_ws/...` is the same route).
 */
function usesSession(request: FastifyRequest): boolean {
  const { auth } = request.routeOptions.config
  if (auth) return auth === 'session'
  return (request.routeOptions.url ?? '').startsWith('/mobile_ws/')
}

/**
 * Every /api/v1/ route needs a bearer unless it declares another credential (`auth`), or
 * answers visitors (`visitors`) and none was sent.
 */
function needsBearer(request: FastifyRequest): boolean {
  const { auth, visitors } = request.routeOptions.config
  if (!(request.routeOptions.url ?? '').startsWith('/api/v1/') || auth) return false
  return visitors !== true || bearerToken(request) !== undefined
}

type CookiePolicy = Pick<Config, 'cookieSecure' | 'nodeEnv'>

/**
 * Loads the cookie session of /mobile_ws/ routes (and of `auth: 'session'` ones) and
 * enforces the CSRF header on their state changes in one place, so no route can forget
 * it: a route opts out only by saying so in its config (decision 070).
 */
export function installSessionAuth(
  app: FastifyInstance,
  cache: SessionCache,
  policy: CookiePolicy,
  everyResponse: (hook: ResponseHook) => void,
): void {
  // A decoration, so plugins registered in child contexts see it too.
  app.decorate('cookiePolicy', policy)
  app.decorateRequest('session', null)
  // A state change may be a change to the student's own name or photo: the next
  // request reads the session afresh (an ended session leaves every cache by the bus).
  everyResponse((request) => {
    if (request.school && changesState(request)) {
      if (request.session) cache.forget(request.school, request.session)
      if (request.bearer) cache.forget(request.school, request.bearer.session)
    }
  })
  // A callback hook, not an async one: most requests pass straight through, and an async
  // hook costs every request a promise and a microtask (P4).
  app.addHook('preHandler', (request, _reply, done) => {
    if (!usesSession(request)) {
      done()
      return
    }
    loadSession(request, cache).then(() => done(), done)
  })
}

async function loadSession(request: FastifyRequest, cache: SessionCache) {
  if (request.school) {
    for (const token of sessionTokens(request)) {
      request.session = await cache.find(request.school, token)
      if (request.session) break
    }
  }
  // A state change made by a session's cookie carries the token, unless its route says why not.
  if (!changesState(request) || request.routeOptions.config.csrf === false) return
  if (!request.session) return
  const header = request.headers[CSRF_HEADER.toLowerCase()]
  if (typeof header !== 'string' || !timingSafeEqualText(header, request.session.csrfToken)) {
    throw csrfInvalid()
  }
}

/**
 * Every /api/v1/ route needs a valid JWT for this school (api.md), whose session is
 * still live (decision 013), checked in one hook; the socket upgrade included.
 */
export function installBearerAuth(
  app: FastifyInstance,
  bearers: VerifiedBearers,
  cache: SessionCache,
): void {
  app.decorateRequest('bearer', null)
  app.addHook('preHandler', (request, _reply, done) => {
    if (!needsBearer(request)) {
      done()
      return
    }
    verifyRequestBearer(request, bearers, cache).then((bearer) => {
      request.bearer = bearer
      done()
    }, done)
  })
}

export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorized()
  return request.session
}

export function requireBearer(request: FastifyRequest): Bearer {
  if (!request.bearer) throw unauthorized('A bearer token is required')
  return request.bearer
}

/** The bearer's school and user: what every /api/v1/ handler starts from. */
export function requireBearerContext(request: FastifyRequest): {
  school: School
  user: SessionUser
} {
  const { school, session } = requireBearer(request)
  return { school, user: session.user }
}

/**
 * The bearer's user, as its session was read (the session cache: fresh within
 * SESSION_CACHE_MS, and at once after a change through this instance). A user who no
 * longer exists has no session, so their token was refused before this.
 */
export function requireBearerUser(request: FastifyRequest): SessionUser {
  return requireBearer(request).session.user
}

async function verifyRequestBearer(
  request: FastifyRequest,
  bearers: VerifiedBearers,
  cache: SessionCache,
): Promise<Bearer> {
  const school = requireSchool(request)
  const token = bearerToken(request)
  if (!token) throw unauthorized('A bearer token is required')
  const verified = await bearers.verify(token)
  if (!verified || verified.school !== school.code) {
    throw unauthorized('The bearer token is not valid')
  }
  // Logout, a password change or a suspension ended the session: the token ends with it.
  const session = await cache.findById(school, verified.sessionId)
  if (!session || session.user.uid !== verified.uid) {
    throw unauthorized('The bearer token is not valid')
  }
  const { expiresAt, ...claims } = verified
  return { school, claims, expiresAt, session }
}

const BEARER_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/

/**
 * The Authorization header's token; the realtime socket passes it as `?token=`
 * (api.md) because browsers cannot set headers on a WebSocket.
 */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
  const query =
    request.routeOptions.url === REALTIME_PATH
      ? (request.query as Record<string, unknown>).token
      : undefined
  const token = header ?? (typeof query === 'string' ? query : undefined)
  return token && BEARER_SHAPE.test(token) ? token : undefined
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  const options = cookieAttributes(isSecureRequest(request))
  reply.setCookie(SESSION_COOKIE, token, { ...options, maxAge: SESSION_TTL_MS / 1000 })
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieAttributes(isSecureRequest(request)))
}

/**
 * Secure when configured so, or (auto) when the request came over https (behind a
 * trusted proxy, from X-Forwarded-Proto) or the server runs in production — never
 * from the client-sent Host header.
 */
function isSecureRequest(request: FastifyRequest): boolean {
  const policy = request.server.cookiePolicy
  if (policy.cookieSecure !== 'auto') return policy.cookieSecure
  return request.protocol === 'https' || policy.nodeEnv === 'production'
}

/**
 * An embedded Quad runs in a host page's iframe on another site, where only a
 * `SameSite=None; Secure` cookie is sent, and Chrome keeps third-party cookies
 * only when `Partitioned` (CHIPS). Plain-http development cannot use Secure
 * cookies reliably, and there host page and app are same-site, so Lax suffices.
 */
export function cookieAttributes(secure: boolean) {
  return secure
    ? { path: '/', httpOnly: true, sameSite: 'none' as const, secure: true, partitioned: true }
    : { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: false }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CSRF_HEADER, REALTIME_PATH, SESSION_COOKIE } from '@quad/shared'
import type { Database } from '../db/database.ts'
import type { Config } from '../env.ts'
import { csrfInvalid, unauthorized } from '../errors.ts'
import type { School } from '../tenancy/schools.service.ts'
import { requireSchool } from '../tenancy/tenancy.plugin.ts'
import type { BearerClaims } from './jwt.ts'
import type { SessionCache } from './session-cache.ts'
import {
  findUserByUid,
  SESSION_TTL_MS,
  type ActiveSession,
  type SessionUser,
} from './sessions.service.ts'
import { sessionTokens } from './session-cookies.ts'
import { timingSafeEqualText } from './tokens.ts'
import type { VerifiedBearers } from './verified-bearers.ts'

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
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/**
 * api.md: every /mobile_ws/ state change carries the CSRF token, except logging in (and
 * its second step) and the SAML assertion consumer (posted by the IdP's page, which cannot
 * know the token).
 */
const CSRF_EXEMPT = new Set([
  '/mobile_ws/v18/login',
  '/mobile_ws/v18/sso/saml/acs',
  // The login's second step (issue 18): the signed ticket in the body proves the first.
  '/mobile_ws/v18/login/second-factor',
  '/mobile_ws/v18/login/second-factor/setup',
  '/mobile_ws/v18/login/second-factor/setup/confirm',
])
/** api.md: GETs that change state (the spec shows user_connect as a GET) need it too. */
const STATE_CHANGING_GETS = new Set(['/mobile_ws/v18/user_connect'])

/** The school's private media, served to its signed-in members by their session. */
const PRIVATE_MEDIA = [
  '/media/photos/',
  '/media/club-images/',
  '/media/event-images/',
  // A post's images: the route itself answers visitors what a visitor may see.
  '/media/feed/',
  // A student's data export (decision 057): the signed link and their own session.
  '/media/exports/',
]

/**
 * Whether the request may change state: every method but the reads, and the spec's GET
 * connect. CSRF-checked here; a write for the session cache and the directory.
 */
export function changesState(request: FastifyRequest): boolean {
  return (
    STATE_CHANGING.has(request.method) || STATE_CHANGING_GETS.has(request.routeOptions.url ?? '')
  )
}

/**
 * /api/v1/ addresses a browser navigates to (no bearer header), authenticated by the
 * session cookie: the LMS OAuth round trip (decision 048).
 */
const COOKIE_API = ['/api/v1/integrations/lms/connect', '/api/v1/integrations/lms/callback']
/**
 * Bearer routes that answer without a session's JWT: the cookie ones above, and the SIS
 * pushes (issue 17, decision 049), a machine client's: the student-records feature checks
 * their school API key itself (`features/student-records/sis-push.routes.ts`), and only on
 * this one route.
 */
const BEARER_EXEMPT = new Set<string>([...COOKIE_API, '/api/v1/integrations/sis/:kind'])

type CookiePolicy = Pick<Config, 'cookieSecure' | 'nodeEnv'>

/**
 * Loads the cookie session of /mobile_ws/ routes and enforces the CSRF header on
 * their state changes in one place, so no route can forget it. The matched route
 * decides, not the raw URL (`/%6dobile_ws/...` is the same route).
 */
export function installSessionAuth(
  app: FastifyInstance,
  cache: SessionCache,
  policy: CookiePolicy,
): void {
  // A decoration, so plugins registered in child contexts see it too.
  app.decorate('cookiePolicy', policy)
  app.decorateRequest('session', null)
  // A state change may be a change to the student's own name or photo: the next
  // request reads the session afresh (an ended session leaves every cache by the bus).
  // Callback hooks, not async ones: most requests pass straight through, and an async
  // hook costs every request a promise and a microtask (P4).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.school && changesState(request)) {
      if (request.session) cache.forget(request.school, request.session)
      if (request.bearer) cache.forget(request.school, request.bearer.session)
    }
    done(null, payload)
  })
  app.addHook('preHandler', (request, _reply, done) => {
    const path = request.routeOptions.url ?? ''
    // Sessions serve the /mobile_ws/ surface and the school's private media (photos, and
    // the logos and covers clubs upload, event covers).
    if (
      !path.startsWith('/mobile_ws/') &&
      !PRIVATE_MEDIA.some((p) => path.startsWith(p)) &&
      !COOKIE_API.includes(path)
    ) {
      done()
      return
    }
    loadSession(request, path, cache).then(() => done(), done)
  })
}

async function loadSession(request: FastifyRequest, path: string, cache: SessionCache) {
  if (request.school) {
    for (const token of sessionTokens(request)) {
      request.session = await cache.find(request.school, token)
      if (request.session) break
    }
  }
  if (!changesState(request) || CSRF_EXEMPT.has(path) || !path.startsWith('/mobile_ws/')) return
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
    const path = request.routeOptions.url ?? ''
    const needsNone =
      !path.startsWith('/api/v1/') ||
      BEARER_EXEMPT.has(path) ||
      (request.routeOptions.config.visitors === true && !bearerToken(request))
    if (needsNone) {
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

/** The bearer's school and user row: what every /api/v1/ handler starts from. */
export async function requireBearerContext(
  request: FastifyRequest,
  database: Database,
): Promise<{ school: School; user: SessionUser }> {
  return { school: requireBearer(request).school, user: await requireBearerUser(request, database) }
}

/** The bearer's user row; a token of a user who no longer exists is refused like a bad one. */
export async function requireBearerUser(
  request: FastifyRequest,
  database: Database,
): Promise<SessionUser> {
  const { school, claims } = requireBearer(request)
  const user = await findUserByUid(database.db, school, claims.uid)
  if (!user) throw unauthorized('The bearer token is not valid')
  return user
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

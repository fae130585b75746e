import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The short-lived HttpOnly cookie that binds a round trip through another site (an LMS's
 * OAuth, a school's OpenID provider) to the browser that started it. Lax: the other
 * site's redirect back is a top-level GET navigation, which carries it. When Quad is
 * framed, the page opens the round trip in a window of its own (top level).
 */
export interface RoundTripCookie {
  name: string
  path: string
  maxAgeMs: number
}

function options(request: FastifyRequest, cookie: RoundTripCookie) {
  const policy = request.server.cookiePolicy
  const secure =
    policy.cookieSecure === 'auto'
      ? request.protocol === 'https' || policy.nodeEnv === 'production'
      : policy.cookieSecure
  return { path: cookie.path, httpOnly: true, sameSite: 'lax' as const, secure }
}

export function setRoundTripCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: RoundTripCookie,
  value: string,
): void {
  reply.setCookie(cookie.name, value, {
    ...options(request, cookie),
    maxAge: cookie.maxAgeMs / 1000,
  })
}

export function clearRoundTripCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: RoundTripCookie,
): void {
  reply.clearCookie(cookie.name, options(request, cookie))
}

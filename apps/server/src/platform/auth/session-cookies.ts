import type { FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '@quad/shared'

const TOKEN_SHAPE = /^[\w-]+$/
/** Each costs a session lookup: a header stuffed with cookies must not multiply them. */
const MAX_TOKENS = 3

/**
 * Every session cookie the browser sent, in its order. A browser can hold two: the
 * partitioned one Quad sets (CHIPS, for the embed) and an unpartitioned one from before
 * (an older Quad, or a cookie written outside a page, as test tools do). Both are sent;
 * a parser keeps only the first, which may name a session that has ended — so the
 * student, signed in again, would stay signed out. The caller takes the first live one.
 *
 * The stale cookie is not expired with a second Set-Cookie: a client without partitioned
 * cookies (Safari, test tools) would apply that expiry to the fresh cookie too.
 */
export function sessionTokens(request: FastifyRequest): string[] {
  const header = request.headers.cookie ?? ''
  const tokens: string[] = []
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue
    const value = pair.slice(at + 1).trim()
    if (TOKEN_SHAPE.test(value) && !tokens.includes(value)) tokens.push(value)
    if (tokens.length === MAX_TOKENS) break
  }
  return tokens
}

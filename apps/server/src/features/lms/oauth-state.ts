import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { clearRoundTripCookie, setRoundTripCookie } from '../../platform/auth/round-trip-cookie.ts'
import { timingSafeEqualText } from '../../platform/auth/tokens.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Integrations, LinkFailure } from '../../platform/integrations/index.ts'

/*
 * The OAuth round trip's `state` (decision 048): a signed link (decision 026) naming the
 * school, the student and where to return, valid 10 minutes, single-use (a revocable
 * link of the student, consumed by the callback), and bound to the browser that started
 * it by a nonce it also holds in a cookie. A state stolen from a URL is useless in
 * another browser; a replayed callback finds the state already consumed.
 */

export const OAUTH_PURPOSE = 'lms-oauth'
const STATE_TTL_MS = 10 * 60_000
/** The browser's half of the state: set by connect, read and cleared by the callback. */
export const NONCE_COOKIE = 'quad_lms_oauth'
const NONCE_COOKIE_PATH = '/api/v1/integrations/lms/'

export interface OAuthState {
  userId: number
  redirect: string
}

type Links = Integrations['links']

const subjectOf = (schoolId: number, userId: number) => ({
  schoolId,
  purpose: OAUTH_PURPOSE,
  subject: `user:${String(userId)}`,
})

/** A new state for the student, and the nonce the browser keeps. */
export async function issueState(
  links: Links,
  db: DbOrTx,
  schoolId: number,
  state: OAuthState,
): Promise<{ state: string; nonce: string }> {
  const nonce = randomBytes(18).toString('base64url')
  const token = await links.signRevocable(
    db,
    subjectOf(schoolId, state.userId),
    { user: state.userId, redirect: state.redirect, nonce },
    new Date(Date.now() + STATE_TTL_MS),
  )
  return { state: token, nonce }
}

export type StateCheck =
  { ok: true; state: OAuthState } | { ok: false; failure: LinkFailure | 'browser' }

/**
 * Verifies a callback's state for the request's school and this browser's nonce, and
 * consumes it in `tx` (a second callback with it fails as `revoked`).
 */
export async function consumeState(
  links: Links,
  tx: DbOrTx,
  schoolId: number,
  token: string,
  nonce: string | undefined,
): Promise<StateCheck> {
  const check = await links.verifyRevocable(tx, schoolId, OAUTH_PURPOSE, token)
  if (!check.ok) return check
  const { user, redirect, nonce: expected, version } = check.claims
  if (typeof user !== 'number' || typeof redirect !== 'string' || typeof expected !== 'string')
    return { ok: false, failure: 'malformed' }
  if (!nonce || !timingSafeEqualText(nonce, expected)) return { ok: false, failure: 'browser' }
  // The bump is atomic: of two callbacks racing with one state, only one moves it on.
  const next = await links.revoke(tx, subjectOf(schoolId, user))
  if (next !== Number(version) + 1) return { ok: false, failure: 'revoked' }
  return { ok: true, state: { userId: user, redirect } }
}

const nonceCookie = { name: NONCE_COOKIE, path: NONCE_COOKIE_PATH, maxAgeMs: STATE_TTL_MS }

export function setNonceCookie(request: FastifyRequest, reply: FastifyReply, nonce: string) {
  setRoundTripCookie(request, reply, nonceCookie, nonce)
}

export function clearNonceCookie(request: FastifyRequest, reply: FastifyReply) {
  clearRoundTripCookie(request, reply, nonceCookie)
}

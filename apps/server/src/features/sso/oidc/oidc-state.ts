import { and, eq, lt, ne } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ssoOnce } from '../../../db/schema/account-security.ts'
import {
  clearRoundTripCookie,
  setRoundTripCookie,
} from '../../../platform/auth/round-trip-cookie.ts'
import { timingSafeEqualText } from '../../../platform/auth/tokens.ts'
import type { DbOrTx } from '../../../platform/db/database.ts'

/*
 * One OIDC round trip's single-use values (decision 053): the state is the key of a
 * `sso_once` row (kind 'oidc_state') holding the nonce, the PKCE verifier and where to go
 * after; the browser that started it holds the state in a short-lived HttpOnly cookie, so
 * a state carried to another browser is refused. A used row is emptied, not deleted, until
 * it expires, so a replayed callback is told apart from an expired one.
 */

const KIND = 'oidc_state'
const TTL_MS = 10 * 60_000
export const STATE_COOKIE = 'quad_sso_oidc'
const COOKIE_PATH = '/mobile_ws/v18/sso/oidc/'

export interface RoundTrip {
  nonce: string
  verifier: string
  redirect: string
}

/** Stores a new round trip's values under its state (and sweeps the provider's expired ones). */
export async function storeRoundTrip(
  db: DbOrTx,
  providerId: number,
  state: string,
  trip: RoundTrip,
): Promise<void> {
  const now = new Date()
  await db
    .delete(ssoOnce)
    .where(
      and(eq(ssoOnce.providerId, providerId), eq(ssoOnce.kind, KIND), lt(ssoOnce.expiresAt, now)),
    )
  await db.insert(ssoOnce).values({
    providerId,
    kind: KIND,
    key: state,
    value: JSON.stringify(trip),
    expiresAt: new Date(now.getTime() + TTL_MS),
  })
}

export type RoundTripCheck =
  { ok: true; trip: RoundTrip } | { ok: false; code: 'expired' | 'replayed' | 'invalid_response' }

/**
 * The round trip of a callback's state, used up: refused when unknown or expired, already
 * used, or started by another browser (its cookie does not hold this state).
 */
export async function consumeRoundTrip(
  db: DbOrTx,
  providerId: number,
  state: string,
  cookieState: string | undefined,
): Promise<RoundTripCheck> {
  const where = and(
    eq(ssoOnce.providerId, providerId),
    eq(ssoOnce.kind, KIND),
    eq(ssoOnce.key, state),
  )
  const [row] = await db.select().from(ssoOnce).where(where)
  if (!row || row.expiresAt <= new Date()) return { ok: false, code: 'expired' }
  if (row.value === '') return { ok: false, code: 'replayed' }
  if (!cookieState || !timingSafeEqualText(cookieState, state)) {
    return { ok: false, code: 'invalid_response' }
  }
  // Atomic: of two callbacks racing with one state, only one empties the row.
  const used = await db
    .update(ssoOnce)
    .set({ value: '' })
    .where(and(where, ne(ssoOnce.value, '')))
    .returning({ key: ssoOnce.key })
  if (used.length === 0) return { ok: false, code: 'replayed' }
  return { ok: true, trip: JSON.parse(row.value) as RoundTrip }
}

const stateCookie = { name: STATE_COOKIE, path: COOKIE_PATH, maxAgeMs: TTL_MS }

export function setStateCookie(request: FastifyRequest, reply: FastifyReply, state: string) {
  setRoundTripCookie(request, reply, stateCookie, state)
}

export function clearStateCookie(request: FastifyRequest, reply: FastifyReply) {
  clearRoundTripCookie(request, reply, stateCookie)
}

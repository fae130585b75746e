import type { Bus } from '../realtime/bus.ts'
import { isSignal } from '../realtime/bus.ts'
import { verifyBearer, type VerifiedClaims } from './jwt.ts'

/**
 * Tokens an instance keeps verified (P4): a client sends the same token for up to 15
 * minutes, so checking its signature and claims once is enough. Bounded, since every
 * entry is a distinct token someone sent with a valid signature.
 */
const MAX_TOKENS = 10_000

/**
 * Bearer tokens whose signature and claims this instance has checked, until the token
 * expires (`expiresAt` is the earlier of `exp` and the server's own age limit, without
 * the clock tolerance: never later than the token). Only what the token itself says is
 * kept: whether its session is still live is asked of the session cache on every request,
 * so logout, a password change, a suspension or "sign out elsewhere" still end the token
 * on every instance (R11, decision 013). The entries of ended sessions go too.
 */
export class VerifiedBearers {
  readonly #tokens = new Map<string, VerifiedClaims>()
  readonly #secret: Uint8Array
  readonly #max: number

  constructor(secret: Uint8Array, bus: Bus, max = MAX_TOKENS) {
    this.#secret = secret
    this.#max = max
    bus.subscribe((message) => {
      if (!isSignal(message) || message.signal !== 'sessions-ended') return
      // Rare next to reads: a scan is fine.
      const ended = new Set(message.sessionIds)
      for (const [token, claims] of this.#tokens) {
        if (ended.has(claims.sessionId)) this.#tokens.delete(token)
      }
    })
  }

  /** The token's claims, or null for a token that is not (or no longer) valid. */
  async verify(token: string): Promise<VerifiedClaims | null> {
    const known = this.#tokens.get(token)
    if (known && known.expiresAt > Date.now()) return known
    if (known) this.#tokens.delete(token)
    const claims = await verifyBearer(this.#secret, token)
    if (!claims) return null
    // The oldest entry makes room (a Map iterates in insertion order).
    if (this.#tokens.size >= this.#max) {
      const oldest = this.#tokens.keys().next()
      if (!oldest.done) this.#tokens.delete(oldest.value)
    }
    this.#tokens.set(token, claims)
    return claims
  }

  get size(): number {
    return this.#tokens.size
  }
}

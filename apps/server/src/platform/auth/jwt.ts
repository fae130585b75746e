import { jwtVerify, SignJWT } from 'jose'

/** Bearer tokens for /api/v1/ (architecture.md): short-lived, algorithm pinned. */
export const JWT_TTL_SECONDS = 15 * 60
/**
 * The server's own limit, counted from `iat` whatever `exp` says (issue 12 items 1, 3):
 * a token signed with a long expiry (a leaked key, an old build) is still refused.
 */
export const JWT_MAX_AGE_SECONDS = JWT_TTL_SECONDS
const CLOCK_TOLERANCE_SECONDS = 5
const ALGORITHM = 'HS256'
const ISSUER = 'quad'
const AUDIENCE = 'quad-api'

export interface BearerClaims {
  uid: string
  school: string
  /** The session the token belongs to: ending it ends the token (decision 013). */
  sessionId: string
}

export interface VerifiedClaims extends BearerClaims {
  /** Expiry, ms since the epoch. */
  expiresAt: number
}

export async function signBearer(secret: Uint8Array, claims: BearerClaims): Promise<string> {
  return new SignJWT({ sch: claims.school, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.uid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${JWT_TTL_SECONDS}s`)
    .sign(secret)
}

/**
 * Returns the claims, or null for any token that is invalid, expired, too old,
 * foreign, or issued before tokens named their session (no `sid`).
 */
export async function verifyBearer(
  secret: Uint8Array,
  token: string,
): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      maxTokenAge: JWT_MAX_AGE_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    })
    const { sub, sch, sid, exp, iat } = payload
    if (typeof sub !== 'string' || typeof sch !== 'string' || typeof sid !== 'string') return null
    if (typeof exp !== 'number' || typeof iat !== 'number') return null
    const expiresAt = Math.min(exp, iat + JWT_MAX_AGE_SECONDS) * 1000
    return { uid: sub, school: sch, sessionId: sid, expiresAt }
  } catch {
    return null
  }
}

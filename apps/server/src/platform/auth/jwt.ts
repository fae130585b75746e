import { jwtVerify, SignJWT } from 'jose'

/** Bearer tokens for /api/v1/ (architecture.md): short-lived, algorithm pinned. */
export const JWT_TTL_SECONDS = 15 * 60
const ALGORITHM = 'HS256'
const ISSUER = 'quad'
const AUDIENCE = 'quad-api'

export interface BearerClaims {
  uid: string
  school: string
}

export interface VerifiedClaims extends BearerClaims {
  /** Expiry, ms since the epoch. */
  expiresAt: number
}

export async function signBearer(secret: Uint8Array, claims: BearerClaims): Promise<string> {
  return new SignJWT({ sch: claims.school })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.uid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${JWT_TTL_SECONDS}s`)
    .sign(secret)
}

/** Returns the claims, or null for any token that is invalid, expired or foreign. */
export async function verifyBearer(
  secret: Uint8Array,
  token: string,
): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    })
    if (typeof payload.sub !== 'string' || typeof payload.sch !== 'string') return null
    if (typeof payload.exp !== 'number') return null
    return { uid: payload.sub, school: payload.sch, expiresAt: payload.exp * 1000 }
  } catch {
    return null
  }
}

/**
 * VAPID (RFC 8292), checked with node:crypto: the `vapid` Authorization scheme (§3), its
 * ES256 JWT (§2) and the key a restricted subscription was made with (§4.2).
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto'
import { fromBase64url, isUncompressedP256 } from './base64url.ts'
import type { VapidIdentity } from './types.ts'

export type VapidCheck =
  { ok: true; vapid: VapidIdentity; signingKey: Buffer } | { ok: false; reason: string }

/** A token may be made at most this long before it expires (RFC 8292 §2). */
const maxLifetimeSeconds = 24 * 60 * 60

/**
 * `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292 §3; auth-params as in RFC 9110 §11.2:
 * a token or a quoted-string; unknown parameters are ignored, §3).
 */
export function vapidCredentials(header: string | undefined): { t: string; k: string } | null {
  const match = /^vapid\s+(.*)$/is.exec(header?.trim() ?? '')
  if (!match) return null
  const params = new Map<string, string>()
  for (const part of (match[1] ?? '').split(',')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const value = part.slice(eq + 1).trim()
    const unquoted = /^"(.*)"$/.exec(value)?.[1] ?? value
    params.set(part.slice(0, eq).trim().toLowerCase(), unquoted)
  }
  const t = params.get('t')
  const k = params.get('k')
  return t && k ? { t, k } : null
}

/** The JWK node:crypto takes for an uncompressed P-256 point (RFC 7518 §6.2.1). */
function publicKeyOf(point: Buffer): KeyObject | null {
  try {
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    }
    return createPublicKey({ key: jwk, format: 'jwk' })
  } catch {
    return null // not a point on the curve
  }
}

/** A base64url JSON object of a JWS (its header or claims), or null. */
function jsonPart(part: string | undefined): Map<string, unknown> | null {
  const bytes = fromBase64url(part ?? '')
  if (!bytes) return null
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? new Map(Object.entries(value))
      : null
  } catch {
    return null
  }
}

/** The claims of §2: `aud` this origin, `exp` in the future and at most 24 h ahead, `sub` a contact URI. */
function checkClaims(
  claims: Map<string, unknown>,
  audience: string,
  now: Date,
): { ok: true; subject: string; expires: number } | { ok: false; reason: string } {
  const [aud, exp, sub] = [claims.get('aud'), claims.get('exp'), claims.get('sub')]
  if (aud !== audience) {
    return { ok: false, reason: `JWT aud ${JSON.stringify(aud)} is not ${audience} (RFC 8292 §2)` }
  }
  if (typeof exp !== 'number' || !Number.isInteger(exp)) {
    return { ok: false, reason: 'JWT has no integer exp (RFC 8292 §2)' }
  }
  const nowSeconds = now.getTime() / 1000
  if (exp <= nowSeconds) return { ok: false, reason: 'JWT has expired (RFC 8292 §2)' }
  if (exp > nowSeconds + maxLifetimeSeconds) {
    return { ok: false, reason: 'JWT exp is more than 24 hours ahead (RFC 8292 §2)' }
  }
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) {
    return { ok: false, reason: 'JWT sub is not a mailto: or https: URI (RFC 8292 §2.1)' }
  }
  return { ok: true, subject: sub, expires: exp }
}

/** Checks the Authorization header of a push request against this push service's origin. */
export function checkVapid(header: string | undefined, audience: string, now: Date): VapidCheck {
  const credentials = vapidCredentials(header)
  if (!credentials)
    return { ok: false, reason: 'no "vapid" Authorization with t and k (RFC 8292 §3)' }
  const signingKey = fromBase64url(credentials.k)
  const key = isUncompressedP256(signingKey) ? publicKeyOf(signingKey) : null
  if (!signingKey || !key) {
    return { ok: false, reason: 'k is not an uncompressed P-256 public key (RFC 8292 §3.2)' }
  }
  const [header64, claims64, signature64, ...rest] = credentials.t.split('.')
  const jose = jsonPart(header64)
  const claims = jsonPart(claims64)
  const signature = fromBase64url(signature64 ?? '')
  if (rest.length > 0 || !jose || !claims || !signature) {
    return {
      ok: false,
      reason: 't is not a JWS compact serialization (RFC 8292 §2, RFC 7515 §7.1)',
    }
  }
  if (jose.get('alg') !== 'ES256')
    return { ok: false, reason: 'JWT alg is not ES256 (RFC 8292 §2)' }
  // JOSE's ES256 signature is r || s, 32 bytes each (RFC 7518 §3.4), not DER.
  const signed = Buffer.from(`${header64 ?? ''}.${claims64 ?? ''}`)
  const valid =
    signature.length === 64 &&
    verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature)
  if (!valid) return { ok: false, reason: 'JWT signature does not verify with k (RFC 8292 §2)' }
  const checked = checkClaims(claims, audience, now)
  if (!checked.ok) return checked
  return {
    ok: true,
    signingKey,
    vapid: {
      subject: checked.subject,
      audience,
      publicKey: credentials.k,
      expires: new Date(checked.expires * 1000),
    },
  }
}

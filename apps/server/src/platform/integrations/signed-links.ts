import { createHmac } from 'node:crypto'
import { timingSafeEqualText } from '../auth/tokens.ts'
import { AppError, badRequest, forbidden } from '../errors.ts'

/** What a signed link carries: flat names to strings or whole numbers. */
export type LinkClaims = Readonly<Record<string, string | number>>

/** Why a link was refused; `linkError` turns it into the answer. */
export type LinkFailure = 'malformed' | 'tampered' | 'wrong-purpose' | 'expired' | 'revoked'

export type LinkCheck =
  { ok: true; claims: LinkClaims; expiresAt: Date | null } | { ok: false; failure: LinkFailure }

/**
 * One signed-link format for every link that acts without a sign-in (one-click
 * unsubscribe, calendar feeds; decision 026): `{payload}.{signature}`, both base64url.
 * The payload is canonical JSON of the purpose, the claims (names sorted) and the expiry
 * in Unix seconds (null: until revoked, see `revocable-links.ts`); the signature is
 * HMAC-SHA256 over a domain label and the payload, so a link of one purpose is never
 * accepted for another and no JWT or other signature of the same secret passes as one.
 */
export function signLink(
  secret: Uint8Array,
  purpose: string,
  claims: LinkClaims,
  expiresAt: Date | null,
): string {
  const sorted = Object.fromEntries(Object.entries(claims).sort(([a], [b]) => (a < b ? -1 : 1)))
  const expiry = expiresAt === null ? null : Math.floor(expiresAt.getTime() / 1000)
  const payload = Buffer.from(JSON.stringify({ p: purpose, c: sorted, e: expiry })).toString(
    'base64url',
  )
  return `${payload}.${signature(secret, payload)}`
}

/** The claims of a link signed for `purpose` and not expired at `now`, else why not. */
export function verifyLink(
  secret: Uint8Array,
  purpose: string,
  token: string,
  now = new Date(),
): LinkCheck {
  const [payload, mac, extra] = token.split('.')
  if (!payload || !mac || extra !== undefined) return { ok: false, failure: 'malformed' }
  if (!timingSafeEqualText(mac, signature(secret, payload))) {
    return { ok: false, failure: 'tampered' }
  }
  const body = parsePayload(payload)
  if (!body) return { ok: false, failure: 'malformed' }
  if (body.p !== purpose) return { ok: false, failure: 'wrong-purpose' }
  if (body.e !== null && body.e * 1000 <= now.getTime()) return { ok: false, failure: 'expired' }
  return { ok: true, claims: body.c, expiresAt: body.e === null ? null : new Date(body.e * 1000) }
}

/**
 * The answer for a refused link: 400 for one that is not a link of ours, 403 for one
 * meant for something else, 410 for one that was good and no longer is.
 */
export function linkError(failure: LinkFailure): AppError {
  switch (failure) {
    case 'malformed':
    case 'tampered':
      return badRequest('This link is not valid.')
    case 'wrong-purpose':
      return forbidden('This link is not meant for this page.')
    case 'expired':
      return new AppError(410, 'gone', 'This link has expired.')
    case 'revoked':
      return new AppError(410, 'gone', 'This link was replaced by a newer one.')
  }
}

function signature(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secret).update(`quad.link.v1\n${payload}`).digest('base64url')
}

interface Payload {
  p: string
  c: LinkClaims
  e: number | null
}

/** The payload's JSON; only reached once the signature matched, so it is ours. */
function parsePayload(encoded: string): Payload | null {
  try {
    const body = JSON.parse(Buffer.from(encoded, 'base64url').toString()) as Partial<Payload>
    if (typeof body.p !== 'string' || typeof body.c !== 'object' || body.c === null) return null
    if (body.e !== null && typeof body.e !== 'number') return null
    return { p: body.p, c: body.c, e: body.e }
  } catch {
    return null
  }
}

import { createHmac } from 'node:crypto'
import { timingSafeEqualText } from '../../platform/auth/tokens.ts'

/**
 * How long an unsubscribe link works. US CAN-SPAM (15 U.S.C. 7704(a)(3)(A)(ii)) requires
 * an opt-out link to keep working for at least 30 days after the email is sent; twice
 * that covers a digest read late, and after it Settings → Notifications does the same.
 * A link found in an old mailbox years later no longer changes anyone's settings
 * (issue 12 item 2).
 */
export const UNSUBSCRIBE_TOKEN_DAYS = 60
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * One-click unsubscribe links (issue 7 item 4; RFC 8058): the token names the student,
 * the exact setting it turns off and when it expires, and is signed with the instance
 * secret, so it needs no sign-in, cannot be forged for anyone else, and cannot be
 * pointed at another setting or club.
 */
export function unsubscribeToken(
  secret: Uint8Array,
  userId: number,
  key: string,
  issuedAt = new Date(),
): string {
  const expires = Math.floor((issuedAt.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS) / 1000)
  const payload = `${userId}.${key}.${expires}`
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload)}`
}

/** The student and setting of a valid, unexpired token; null for anything else. */
export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
  now = new Date(),
): { userId: number; key: string } | null {
  const [encoded, signature, extra] = token.split('.')
  if (!encoded || !signature || extra !== undefined) return null
  const payload = Buffer.from(encoded, 'base64url').toString()
  if (!timingSafeEqualText(signature, sign(secret, payload))) return null
  const match = PAYLOAD.exec(payload)
  if (!match) return null
  if (Number(match[3]) * 1000 <= now.getTime()) return null
  return { userId: Number(match[1]), key: match[2] as string }
}

/**
 * `{userId}.{key}.{expires}`: a general or academic key, or one club's key for a role,
 * then the expiry in Unix seconds. Tokens of the first form had no expiry: they fail
 * both this pattern and the signature, whose domain changed with it.
 */
const PAYLOAD =
  /^(\d{1,18})\.((?:academic|general)\.[A-Za-z]{1,64}|groups\.[a-z0-9]{1,32}\.(?:member|officer)\.[A-Za-z]{1,64})\.(\d{1,12})$/

function sign(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secret).update(`unsubscribe.v2:${payload}`).digest('base64url')
}

import { createHmac } from 'node:crypto'
import { timingSafeEqualText } from '../../platform/auth/tokens.ts'
import { signLink, verifyLink } from '../../platform/integrations/index.ts'

/**
 * How long an unsubscribe link works. US CAN-SPAM (15 U.S.C. 7704(a)(3)(A)(ii)) requires
 * an opt-out link to keep working for at least 30 days after the email is sent; twice
 * that covers a digest read late, and after it Settings → Notifications does the same.
 * A link found in an old mailbox years later no longer changes anyone's settings
 * (issue 12 item 2).
 */
export const UNSUBSCRIBE_TOKEN_DAYS = 60
const DAY_MS = 24 * 60 * 60 * 1000
const PURPOSE = 'unsubscribe'

/**
 * One-click unsubscribe links (issue 7 item 4; RFC 8058): a signed link (decision 026)
 * naming the student, the exact setting it turns off and when it expires, so it needs no
 * sign-in, cannot be forged for anyone else, and cannot be pointed at another setting
 * or club.
 */
export function unsubscribeToken(
  secret: Uint8Array,
  userId: number,
  key: string,
  issuedAt = new Date(),
): string {
  const expiresAt = new Date(issuedAt.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS)
  return signLink(secret, PURPOSE, { user: userId, setting: key }, expiresAt)
}

/** The student and setting of a valid, unexpired token; null for anything else. */
export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
  now = new Date(),
): { userId: number; key: string } | null {
  const check = verifyLink(secret, PURPOSE, token, now)
  if (!check.ok) return readV2Token(secret, token, now)
  const { user, setting } = check.claims
  if (typeof user !== 'number' || typeof setting !== 'string' || !SETTING.test(setting)) {
    return null
  }
  return { userId: user, key: setting }
}

/** A general or academic key, or one club's key for a role. */
const SETTING =
  /^(?:(?:academic|general)\.[A-Za-z]{1,64}|groups\.[a-z0-9]{1,32}\.(?:member|officer)\.[A-Za-z]{1,64})$/

/**
 * Tokens of the form before signed links (decision 014's `unsubscribe.v2`), still in
 * mailboxes: accepted until their own expiry, at most 60 days after decision 026
 * shipped, since CAN-SPAM wants an opt-out to work 30 days after sending. Delete this
 * after 2027-01-31. The older form without an expiry fails both pattern and signature.
 */
function readV2Token(secret: Uint8Array, token: string, now: Date) {
  const [encoded, signature, extra] = token.split('.')
  if (!encoded || !signature || extra !== undefined) return null
  const payload = Buffer.from(encoded, 'base64url').toString()
  const expected = createHmac('sha256', secret)
    .update(`unsubscribe.v2:${payload}`)
    .digest('base64url')
  if (!timingSafeEqualText(signature, expected)) return null
  const [userId, ...rest] = payload.split('.')
  const expires = Number(rest.pop())
  const key = rest.join('.')
  if (!/^\d{1,18}$/.test(userId ?? '') || !SETTING.test(key)) return null
  if (!(expires * 1000 > now.getTime())) return null
  return { userId: Number(userId), key }
}

import { createHmac } from 'node:crypto'
import { timingSafeEqualText } from '../platform/auth/tokens.ts'

/**
 * One-click unsubscribe links (issue 7 item 4; RFC 8058): the token names the student
 * and the setting and is signed with the instance secret, so it needs no sign-in and
 * cannot be forged for anyone else.
 */
export function unsubscribeToken(secret: Uint8Array, userId: number, key: string): string {
  const payload = `${userId}.${key}`
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload)}`
}

export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { userId: number; key: string } | null {
  const [encoded, signature] = token.split('.')
  if (!encoded || !signature) return null
  const payload = Buffer.from(encoded, 'base64url').toString()
  if (!timingSafeEqualText(signature, sign(secret, payload))) return null
  const match = PAYLOAD.exec(payload)
  if (!match) return null
  return { userId: Number(match[1]), key: match[2] as string }
}

/** `{userId}.{key}`: a general or academic key, or one club's key for a role. */
const PAYLOAD =
  /^(\d{1,18})\.((?:academic|general)\.[A-Za-z]{1,64}|groups\.[a-z0-9]{1,32}\.(?:member|officer)\.[A-Za-z]{1,64})$/

function sign(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url')
}

import { randomBytes } from 'node:crypto'

/** A new public uid (spec 3 `uid`) like the seeds': 12 lower-case letters and digits. */
export function newUid(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(randomBytes(12), (byte) => alphabet[byte % alphabet.length]).join('')
}

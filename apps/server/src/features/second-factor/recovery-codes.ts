import { randomInt } from 'node:crypto'
import { RECOVERY_CODE_COUNT } from '@quad/shared'
import { sha256 } from '../../platform/auth/tokens.ts'

/** Letters and digits that are not mistaken for one another when read aloud or copied. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** One code: `xxxxx-xxxxx` (about 49 bits). */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode)

/** What a typed code is compared as: lower case, without spaces or dashes. */
export const normaliseCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '')

/** The stored form of a recovery code (only its hash is kept). */
export const recoveryCodeHash = (code: string): string => sha256(normaliseCode(code))

import { TICKET_CODE_ALPHABET } from '@quad/shared'

const NOT_IN_ALPHABET = new RegExp(`[^${TICKET_CODE_ALPHABET}]`, 'g')

/** What the officer types, as a code: upper case, only the ticket alphabet's characters. */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(NOT_IN_ALPHABET, '')
}

/**
 * A ticket's QR code says `quad:event:<eventId>:<code>`; a bare code (another app's scan,
 * a printed list) is accepted too. Another event's ticket is refused (null).
 */
export function codeFromScan(text: string, eventId: string): string | null {
  const match = /^quad:event:([^:]+):(.+)$/.exec(text.trim())
  if (!match) return normaliseCode(text) || null
  return match[1] === eventId ? normaliseCode(match[2] ?? '') || null : null
}

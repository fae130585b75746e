import { randomInt } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import QRCode from 'qrcode'
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@quad/shared'
import { eventRsvps } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'

/** What an officer's scanner reads from a ticket's QR code: the event and the typed code. */
const PAYLOAD_PREFIX = 'quad:event:'

export function ticketPayload(eventUid: string, code: string): string {
  return `${PAYLOAD_PREFIX}${eventUid}:${code}`
}

/**
 * The typed code inside what a check-in sent: the code itself, or a scanned payload.
 * A payload of another event answers null (its code means nothing here).
 */
export function codeFromScan(eventUid: string, scanned: string): string | null {
  if (!scanned.toLowerCase().startsWith(PAYLOAD_PREFIX)) return scanned.toUpperCase()
  const rest = scanned.slice(PAYLOAD_PREFIX.length)
  const cut = rest.lastIndexOf(':')
  if (cut < 0 || rest.slice(0, cut).toLowerCase() !== eventUid.toLowerCase()) return null
  return rest.slice(cut + 1).toUpperCase()
}

/** A random code: TICKET_CODE_LENGTH characters of the look-alike-free alphabet. */
function randomCode(): string {
  let code = ''
  for (let i = 0; i < TICKET_CODE_LENGTH; i++)
    code += TICKET_CODE_ALPHABET.charAt(randomInt(TICKET_CODE_ALPHABET.length))
  return code
}

/**
 * A code no other ticket of the event has. The caller holds the event row's lock, so no
 * other RSVP of this event can take the same code between the check and the insert.
 */
export async function newTicketCode(tx: DbOrTx, eventId: number): Promise<string> {
  for (;;) {
    const code = randomCode()
    const [taken] = await tx
      .select({ code: eventRsvps.ticketCode })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.ticketCode, code)))
    if (!taken) return code
  }
}

/** The ticket's QR code as SVG (medium error correction survives a cracked phone screen). */
export function ticketQr(eventUid: string, code: string): Promise<string> {
  return QRCode.toString(ticketPayload(eventUid, code), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  })
}

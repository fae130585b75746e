/** The header fields of a request for push message delivery (RFC 8030 §5.2–§5.4). */
import type { IncomingHttpHeaders } from 'node:http'
import type { Urgency } from './types.ts'

export interface DeliveryHeaders {
  ttl: number
  urgency: Urgency
  topic: string | null
}

export type DeliveryHeadersCheck =
  { ok: true; headers: DeliveryHeaders } | { ok: false; reason: string }

const urgencies: readonly Urgency[] = ['very-low', 'low', 'normal', 'high']
/** A TTL past what 31 bits hold is taken as 2^31 (RFC 8030 §5.2). */
const maxTtl = 2 ** 31

function isUrgency(value: string): value is Urgency {
  return (urgencies as readonly string[]).includes(value)
}

/**
 * Node joins a repeated unknown header with ", ", so two TTL, Urgency or Topic values fail
 * the grammar below too (RFC 8030 §5.3: several Urgency values are a 400).
 */
export function readDeliveryHeaders(headers: IncomingHttpHeaders): DeliveryHeadersCheck {
  const ttl = headers.ttl
  if (typeof ttl !== 'string' || !/^\d+$/.test(ttl.trim())) {
    return {
      ok: false,
      reason:
        ttl === undefined
          ? 'TTL header field missing (RFC 8030 §5.2)'
          : `TTL ${JSON.stringify(ttl)} is not a non-negative integer (RFC 8030 §5.2)`,
    }
  }
  const urgency = String(headers.urgency ?? 'normal').trim()
  if (!isUrgency(urgency)) {
    return {
      ok: false,
      reason: `Urgency ${JSON.stringify(urgency)} is not very-low, low, normal or high (RFC 8030 §5.3)`,
    }
  }
  const topic = headers.topic
  if (topic !== undefined && (typeof topic !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(topic))) {
    return {
      ok: false,
      reason: `Topic ${JSON.stringify(topic)} is not 1 to 32 base64url characters (RFC 8030 §5.4)`,
    }
  }
  return {
    ok: true,
    headers: {
      ttl: Math.min(Number(ttl.trim()), maxTtl),
      urgency,
      topic: topic ?? null,
    },
  }
}

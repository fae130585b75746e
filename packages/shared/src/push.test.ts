import { describe, expect, it } from 'vitest'
import { base64UrlBytes, PushSubscriptionBody } from './push.ts'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** base64url of `bytes`, written out here so the test does not lean on the decoder's logic. */
function text(bytes: number[], pad = false): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3)
    const n = (a << 16) | (b << 8) | c
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6))
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63]
  }
  return pad ? out + '='.repeat((4 - (out.length % 4)) % 4) : out
}

describe('base64UrlBytes', () => {
  it('reads base64url with or without padding, every length', () => {
    for (let length = 0; length < 70; length++) {
      const bytes = Array.from({ length }, (_, i) => (i * 37 + 251) % 256)
      expect([...(base64UrlBytes(text(bytes)) ?? [])]).toEqual(bytes)
      expect([...(base64UrlBytes(text(bytes, true)) ?? [])]).toEqual(bytes)
    }
  })

  it('refuses what is not base64url', () => {
    expect(base64UrlBytes('ab+c')).toBeNull()
    expect(base64UrlBytes('ab/c')).toBeNull()
    expect(base64UrlBytes('abcde')).toBeNull()
    expect(base64UrlBytes('a b')).toBeNull()
  })
})

describe('PushSubscriptionBody', () => {
  const point = text([4, ...Array.from({ length: 64 }, (_, i) => i)])
  const auth = text(Array.from({ length: 16 }, (_, i) => i))
  const body = { endpoint: 'https://push.example/send/abc', keys: { p256dh: point, auth } }

  it('takes what PushSubscription.toJSON() gives', () => {
    expect(PushSubscriptionBody.safeParse({ ...body, expirationTime: null }).success).toBe(true)
  })

  it('names the key that is not a browser key', () => {
    const compressed = text([2, ...Array.from({ length: 64 }, () => 1)])
    for (const [keys, field] of [
      [{ p256dh: compressed, auth }, 'p256dh'],
      [{ p256dh: point, auth: text([1, 2, 3]) }, 'auth'],
    ] as const) {
      const result = PushSubscriptionBody.safeParse({ ...body, keys })
      expect(result.error?.issues[0]?.path).toEqual(['keys', field])
    }
  })
})

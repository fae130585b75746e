import * as z from 'zod/mini'

/*
 * Web Push (issue 34, decision 082): a device's subscription as its browser gives it, the
 * server's public key the browser subscribes with, and the message a push carries.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** The bytes of base64url text (RFC 4648 §5; padding allowed), or null when it is not that. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  const plain = text.replace(/={1,2}$/, '')
  if (plain.length % 4 === 1) return null
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of plain) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) return null
    value = (value << 6) | digit
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((value >> bits) & 0xff)
    }
  }
  return Uint8Array.from(bytes)
}

const keyOfLength = (length: number, what: string) =>
  z.string().check(
    z.maxLength(200),
    z.refine(
      (text) => {
        const bytes = base64UrlBytes(text)
        // An uncompressed P-256 point starts with 0x04 (SEC 1 §2.3.3).
        return bytes !== null && bytes.length === length && (length !== 65 || bytes[0] === 4)
      },
      { message: what },
    ),
  )

/** `PushSubscription.toJSON()` (W3C Push API): where to push, and the keys to encrypt for. */
export const PushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .check(z.maxLength(1024)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    /** RFC 8291 §3.2: the browser's P-256 public key, 65 bytes uncompressed. */
    p256dh: keyOfLength(65, 'must be a base64url P-256 public key (65 bytes)'),
    /** RFC 8291 §3.2: the 16-byte authentication secret. */
    auth: keyOfLength(16, 'must be a base64url 16-byte secret'),
  }),
})
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>

/** `GET /api/v1/push/key`: the application server key (RFC 8292 §3.2) to subscribe with. */
export const PushKey = z.object({ publicKey: z.string() })
export type PushKey = z.infer<typeof PushKey>

/** `GET /api/v1/me/push-subscription`: whether this device's session receives pushes. */
export const PushStatus = z.object({ subscribed: z.boolean(), endpoint: z.nullable(z.string()) })
export type PushStatus = z.infer<typeof PushStatus>

/** `PATCH /api/v1/notifications/preferences/push`. */
export const PushPreferencesPatch = z.object({
  /** Show a message's text (or a grade) on the lock screen; off by default. */
  lockScreenText: z.boolean(),
})
export type PushPreferencesPatch = z.infer<typeof PushPreferencesPatch>

/**
 * What a push carries: a declarative push message (W3C Push API, "declarative push
 * message": `web_push` 8030), which Safari 18.4+ shows by itself; `mutable` hands it to
 * Quad's service worker, which shows the same notification where the browser does not.
 */
export const PushMessage = z.object({
  web_push: z.literal(8030),
  notification: z.object({
    title: z.string(),
    body: z.string(),
    /** Absolute: where a tap on it leads. */
    navigate: z.string(),
    /** Pushes with one tag replace each other on the device (a chat's run of messages). */
    tag: z.string(),
    lang: z.string(),
    silent: z.boolean(),
  }),
  /** The unread count for the app's badge (W3C Badging API). */
  app_badge: z.number(),
  mutable: z.boolean(),
  /** Whose: the service worker shows nothing for an account no longer signed in here. */
  user: z.string(),
})
export type PushMessage = z.infer<typeof PushMessage>

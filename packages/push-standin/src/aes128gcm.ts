/**
 * Message Encryption for Web Push (RFC 8291) over the aes128gcm content coding (RFC 8188),
 * decrypted as a user agent does, with node:crypto only.
 */
import { createDecipheriv, createECDH, createHmac } from 'node:crypto'
import { isUncompressedP256 } from './base64url.ts'

/** What a user agent keeps for a subscription (RFC 8291 §2.1). */
export interface UserAgentKeys {
  /** The P-256 ECDH private key (32 bytes). */
  privateKey: Buffer
  /** Its public key, uncompressed (65 bytes): `p256dh`. */
  publicKey: Buffer
  /** `auth` (16 bytes, RFC 8291 §3.2). */
  authSecret: Buffer
}

export type Decryption = { ok: true; plaintext: Buffer } | { ok: false; reason: string }

/** The aes128gcm header: salt (16) | rs (uint32) | idlen (1) | keyid (idlen) (RFC 8188 §2.1). */
const headerLength = 16 + 4 + 1
const tagLength = 16

function hmac(key: Buffer, ...data: Buffer[]): Buffer {
  const mac = createHmac('sha256', key)
  for (const part of data) mac.update(part)
  return mac.digest()
}

/**
 * RFC 8291 §3.4 (HKDF written out as HMAC-SHA-256 steps): the content encryption key and
 * the nonce of record 0, from the ECDH secret, the auth secret and the two public keys.
 */
export function contentKeys(input: {
  ecdhSecret: Buffer
  authSecret: Buffer
  uaPublic: Buffer
  asPublic: Buffer
  salt: Buffer
}): { cek: Buffer; nonce: Buffer } {
  const prkKey = hmac(input.authSecret, input.ecdhSecret)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), input.uaPublic, input.asPublic])
  const ikm = hmac(prkKey, keyInfo, Buffer.of(1))
  const prk = hmac(input.salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.of(1))
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.of(1))
  return { cek: cek.subarray(0, 16), nonce: nonce.subarray(0, 12) }
}

/**
 * RFC 8188 §2.3: record `seq`'s nonce is NONCE XOR SEQ, SEQ a 96-bit big-endian integer.
 * A push body is at most a few KiB, so SEQ fits the last four bytes.
 */
export function recordNonce(nonce: Buffer, seq: number): Buffer {
  const result = Buffer.from(nonce)
  result.writeUInt32BE((result.readUInt32BE(8) ^ seq) >>> 0, 8)
  return result
}

/** One record's plaintext without its padding: the delimiter (2 last, 1 before) and zeros (RFC 8188 §2). */
function unpad(plain: Buffer, last: boolean, seq: number): Buffer | string {
  let end = plain.length - 1
  while (end >= 0 && plain[end] === 0) end -= 1
  const expected = last ? 2 : 1
  if (end < 0 || plain[end] !== expected) {
    return `record ${String(seq)} does not end with padding delimiter ${String(expected)}${
      last ? ' (the message is truncated or not the last record)' : ''
    } (RFC 8188 §2, RFC 8291 §4)`
  }
  return plain.subarray(0, end)
}

function decryptRecord(record: Buffer, cek: Buffer, nonce: Buffer, seq: number): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-128-gcm', cek, recordNonce(nonce, seq))
    decipher.setAuthTag(record.subarray(record.length - tagLength))
    return Buffer.concat([
      decipher.update(record.subarray(0, record.length - tagLength)),
      decipher.final(),
    ])
  } catch {
    return null
  }
}

function sharedSecret(ua: UserAgentKeys, asPublic: Buffer): Buffer | null {
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(ua.privateKey)
    return ecdh.computeSecret(asPublic)
  } catch {
    return null // keyid is not a point on P-256
  }
}

/** Decrypts a push message body for the subscription whose keys these are. */
export function decryptPushMessage(body: Buffer, ua: UserAgentKeys): Decryption {
  const fail = (reason: string): Decryption => ({ ok: false, reason })
  if (body.length < headerLength)
    return fail('body is shorter than the aes128gcm header (RFC 8188 §2.1)')
  const salt = body.subarray(0, 16)
  const rs = body.readUInt32BE(16)
  const idlen = body[20] ?? 0
  const asPublic = body.subarray(headerLength, headerLength + idlen)
  if (idlen !== 65 || !isUncompressedP256(asPublic)) {
    return fail('keyid is not the 65-byte uncompressed P-256 sender key (RFC 8291 §4)')
  }
  if (rs < tagLength + 2) return fail(`record size ${String(rs)} is below 18 (RFC 8188 §2.1)`)
  const ecdhSecret = sharedSecret(ua, asPublic)
  if (!ecdhSecret) return fail('keyid is not a point on P-256 (RFC 8291 §3.1)')
  const { cek, nonce } = contentKeys({
    ecdhSecret,
    authSecret: ua.authSecret,
    uaPublic: ua.publicKey,
    asPublic,
    salt,
  })
  const ciphertext = body.subarray(headerLength + idlen)
  if (ciphertext.length === 0) return fail('no record after the header (RFC 8188 §2)')
  const parts: Buffer[] = []
  for (let offset = 0, seq = 0; offset < ciphertext.length; offset += rs, seq += 1) {
    const record = ciphertext.subarray(offset, offset + rs)
    const last = offset + rs >= ciphertext.length
    const plain = record.length > tagLength ? decryptRecord(record, cek, nonce, seq) : null
    if (!plain) {
      return fail(
        `record ${String(seq)} does not decrypt: AES-128-GCM tag mismatch (other keys or auth secret, or altered bytes) (RFC 8291 §3.4, RFC 8188 §2)`,
      )
    }
    const unpadded = unpad(plain, last, seq)
    if (typeof unpadded === 'string') return fail(unpadded)
    parts.push(unpadded)
  }
  return { ok: true, plaintext: Buffer.concat(parts) }
}

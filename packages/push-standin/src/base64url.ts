/**
 * Strict base64url (RFC 4648 §5, no padding, as RFC 7515 and RFC 8292 use it): null for
 * text with other characters or an impossible length (Buffer's own decoder skips both).
 */
export function fromBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null
  return Buffer.from(text, 'base64url')
}

/** A P-256 public key in the uncompressed form of X9.62: 0x04 || x (32) || y (32). */
export function isUncompressedP256(key: Buffer | null): key is Buffer {
  return key !== null && key.length === 65 && key[0] === 0x04
}

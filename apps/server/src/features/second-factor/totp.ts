import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_SECONDS = 30
const DIGITS = 6
/** Steps either side of now a code may come from (clock drift, a slow typist). */
const WINDOW = 1

/** A new random secret (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

function totpOf(secret: string, label = 'Quad', issuer = 'Quad'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/** The `otpauth://totp/...` URL an authenticator app scans (the school names the issuer). */
export const otpauthUrl = (secret: string, issuer: string, account: string): string =>
  totpOf(secret, account, issuer).toString()

/** The time step of an instant. */
export const stepAt = (ms: number): number => Math.floor(ms / 1000 / PERIOD_SECONDS)

/** The code of one step (the test helpers and the demo script compute codes this way). */
export const codeAt = (secret: string, step: number): string =>
  totpOf(secret).generate({ timestamp: step * PERIOD_SECONDS * 1000 })

/** The step (now-1..now+1) whose code `code` is, or null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW })
  return delta === null ? null : stepAt(now) + delta
}

/** The otpauth URL as a QR code (SVG), as event tickets draw theirs. */
export const otpauthQr = (url: string): Promise<string> =>
  QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })

import * as z from 'zod/mini'
import { AuthUser, SecondFactorCode } from './auth.ts'

/** Issue 18 item 2: how many recovery codes a second factor gets, each usable once. */
export const RECOVERY_CODE_COUNT = 10

/** `GET /api/v1/me/second-factor`. */
export const SecondFactorStatus = z.object({
  enabled: z.boolean(),
  /** School admins and staff must keep one (unless they sign in through SSO). */
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
})
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>

/** A new, unconfirmed TOTP secret: base32 for typing, the otpauth URL for a QR code. */
export const SecondFactorSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code (SVG), made by the server like event tickets' codes. */
  qrSvg: z.string(),
})
export type SecondFactorSetup = z.infer<typeof SecondFactorSetup>

/** A code: confirming, turning off, regenerating recovery codes. */
export const SecondFactorCodeBody = z.object({ code: SecondFactorCode })
export type SecondFactorCodeBody = z.infer<typeof SecondFactorCodeBody>

/** Recovery codes, shown once. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof RecoveryCodes>

/** `POST /mobile_ws/v18/login/second-factor`. */
export const SecondFactorLoginBody = z.object({
  ticket: z.string().check(z.maxLength(2048)),
  code: SecondFactorCode,
})
export type SecondFactorLoginBody = z.infer<typeof SecondFactorLoginBody>

/** `POST /mobile_ws/v18/login/second-factor/setup`. */
export const SecondFactorTicketBody = z.object({ ticket: z.string().check(z.maxLength(2048)) })
export type SecondFactorTicketBody = z.infer<typeof SecondFactorTicketBody>

/** `POST .../setup/confirm`: signed in, and the recovery codes shown once. */
export const SecondFactorEnrolled = z.object({ user: AuthUser, recoveryCodes: z.array(z.string()) })
export type SecondFactorEnrolled = z.infer<typeof SecondFactorEnrolled>

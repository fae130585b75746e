import * as z from 'zod/mini'
import { AccountType, NewPassword } from './auth.ts'

/**
 * Issue 14 "Onboarding and accounts" (decision 029): invitations, forgot/reset password,
 * the verified email change and the first-run welcome. The same schemas check the web's
 * forms and the server's bodies.
 */

const Email = z.string().check(z.trim(), z.maxLength(254), z.email())
const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100))
/** A link's token as the email carries it: 256 bits, base64url. */
export const AccountLinkToken = z.string().check(z.regex(/^[\w-]{20,100}$/, 'is not a link token'))

/** `POST /api/v1/admin/invitations` (school admins, `people.invite`). */
export const InvitationBody = z.object({
  email: Email,
  firstName: Name,
  lastName: Name,
  accountType: AccountType,
})
export type InvitationBody = z.infer<typeof InvitationBody>

export const InvitationCreated = z.object({
  uid: z.string(),
  email: z.string(),
  expiresAt: z.string(),
})
export type InvitationCreated = z.infer<typeof InvitationCreated>

/** What the public invitation page shows before it is accepted (the names prefilled). */
export const InvitationInfo = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  schoolName: z.string(),
})
export type InvitationInfo = z.infer<typeof InvitationInfo>

export const AcceptInvitationBody = z.object({
  token: AccountLinkToken,
  firstName: Name,
  lastName: Name,
  password: NewPassword,
})
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>

export const ForgotPasswordBody = z.object({ email: Email })
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>

/** The one answer of a forgot-password request, whether or not the address exists. */
export const ForgotPasswordAccepted = z.object({ sent: z.literal(true) })

export const ResetPasswordBody = z.object({ token: AccountLinkToken, password: NewPassword })
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>

/** Settings → Account: the new address, proved by the current password. */
export const ChangeEmailBody = z.object({
  newEmail: Email,
  currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
})
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>

export const VerifyEmailBody = z.object({ token: AccountLinkToken })
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>

export const EmailChanged = z.object({ email: z.string() })
export type EmailChanged = z.infer<typeof EmailChanged>

import * as z from 'zod/mini'

/** A TOTP code (6 digits) or a recovery code (issue 18 item 2); spaces and dashes ignored. */
export const SecondFactorCode = z.string().check(z.minLength(6), z.maxLength(32))

export const LoginBody = z.object({
  email: z.email().check(z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  /** The second factor in the same request (scripts, test helpers); else a challenge follows. */
  code: z.optional(SecondFactorCode),
})
export type LoginBody = z.infer<typeof LoginBody>

/** ASVS 5.0 V6.2: at least 8 characters, and long passphrases allowed. */
export const PASSWORD_MIN_LENGTH = 8

/** A new password, wherever one is set: settings, an invitation, a reset (issue 14). */
export const NewPassword = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(1024))

/** The student's own password change (issue 12 item 3): it ends every other session. */
export const ChangePasswordBody = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
  newPassword: NewPassword,
})
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>

export const AccountType = z.enum(['student', 'alumni', 'faculty', 'staff'])
export type AccountType = z.infer<typeof AccountType>

/** Spec 3 "User profile" groups: a club the person is in (each groupName, logoUrl). */
export const ProfileGroup = z.object({ groupName: z.string(), logoUrl: z.nullable(z.string()) })
export type ProfileGroup = z.infer<typeof ProfileGroup>

/**
 * Spec 7 "authentication path" `fields`: the extra lists the caller may ask for, comma-joined
 * (`fields=groups,officer_groups`).
 */
export const AUTH_FIELDS = ['groups', 'officer_groups'] as const
export type AuthField = (typeof AUTH_FIELDS)[number]

/** Spec 3 "Authenticated user" (uid, accountTypeType, photoUrl) plus the names the shell shows. */
/**
 * School roles (decision 024): permissions, separate from the spec's account types
 * (student, alumni, faculty, staff), which describe a person. Club, course and event roles
 * stay memberships. Every member of a school is a `student` besides.
 */
export const SchoolRole = z.enum(['student', 'staff', 'moderator', 'school_admin'])
export type SchoolRole = z.infer<typeof SchoolRole>

export const AuthUser = z.object({
  uid: z.string(),
  accountTypeType: AccountType,
  photoUrl: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** With `fields=groups`: every club the user is in, by name. */
  groups: z.optional(z.array(ProfileGroup)),
  /** With `fields=officer_groups`: the clubs where the user is an officer, by name. */
  officer_groups: z.optional(z.array(ProfileGroup)),
  /**
   * Quad's addition: the user's stored school roles (staff, moderator, school_admin), so
   * the shell shows the admin console to those it serves (issue 14). The server decides.
   */
  roles: z.optional(z.array(SchoolRole)),
  /**
   * Quad's addition (issue 14): false while the account's first-run welcome is due (after
   * accepting an invitation); the home page sends such an account to /welcome.
   */
  onboarded: z.optional(z.boolean()),
  /**
   * Quad's addition (issue 18 item 5): false when the user opted out of analytics; the web
   * then neither loads the analytics script nor identifies them.
   */
  analytics: z.optional(z.boolean()),
})
export type AuthUser = z.infer<typeof AuthUser>

export const LoginResponse = z.object({ user: AuthUser })
export type LoginResponse = z.infer<typeof LoginResponse>

/**
 * Issue 18 item 2: the password was right but a second factor is due. `totp`: send a code
 * with the ticket (`/login/second-factor`); `setup`: a school admin or staff member must
 * first enrol (`/login/second-factor/setup`). The ticket is short-lived and single-use.
 */
export const LoginChallenge = z.object({
  secondFactor: z.enum(['totp', 'setup']),
  ticket: z.string(),
})
export type LoginChallenge = z.infer<typeof LoginChallenge>

/** What the password login answers: signed in, or a second factor to give. */
export const LoginAnswer = z.union([LoginResponse, LoginChallenge])
export type LoginAnswer = z.infer<typeof LoginAnswer>

/** Spec 3 "Session" / "Auth response". */
export const AuthTokens = z.object({ csrfToken: z.string(), jwt: z.string() })
export type AuthTokens = z.infer<typeof AuthTokens>

export const LogoutFlag = z.object({ logout: z.literal(true) })

/** The authentication call never answers 401: a list, empty or flagged when logged out. */
export const AuthenticationResponse = z.array(z.union([AuthUser, LogoutFlag]))
export type AuthenticationResponse = z.infer<typeof AuthenticationResponse>

import { isHttpError } from '../../app/http.ts'

/** What the login form says when signing in fails; never echoes server internals. */
export function loginErrorMessage(error: unknown): string {
  if (isHttpError(error, 401)) return 'Email or password is incorrect.'
  if (isHttpError(error, 429)) return 'Too many sign-in attempts. Wait a minute, then try again.'
  if (isHttpError(error, 400)) return 'Enter a valid email address and your password.'
  return 'Something went wrong while signing in. Please try again.'
}

import { isHttpError } from '../../lib/http/http.ts'
import { t } from '../../lib/i18n/t.ts'

/** What the login form says when signing in fails; never echoes server internals. */
export function loginErrorMessage(error: unknown): string {
  if (isHttpError(error, 401)) return t('login.errorCredentials')
  if (isHttpError(error, 429)) return t('login.errorRateLimited')
  if (isHttpError(error, 400)) return t('login.errorInvalid')
  return t('login.errorUnknown')
}

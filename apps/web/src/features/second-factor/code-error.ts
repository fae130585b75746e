import { isHttpError } from '../../lib/http/http.ts'
import { t } from '../../lib/i18n/t.ts'
import './messages.ts'

/** What the code step says when a code is refused; never echoes server internals. */
export function codeErrorMessage(error: unknown): string {
  if (isHttpError(error, 400)) return t('secondFactor.errorCode')
  if (isHttpError(error, 401) || isHttpError(error, 409)) return t('secondFactor.errorExpired')
  if (isHttpError(error, 429)) return t('secondFactor.errorRateLimited')
  return t('secondFactor.errorUnknown')
}

import { isHttpError } from '../../lib/http/http.ts'
import { t } from '../../lib/i18n/t.ts'

/** A failure no field explains, in the form's words (never the server's internals). */
export function failureMessage(error: unknown): string {
  if (isHttpError(error, 429)) return t('accounts.rateLimited')
  const reason = isHttpError(error) ? (error.body?.error.message ?? error.message) : ''
  return t('accounts.failed', { reason: reason ? `${reason}.` : '' })
}

import '../messages.ts'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { isRateLimited } from '../api.ts'
import { ResultsMessage } from '../../../components/results-message.tsx'

interface ResultsErrorProps {
  error: unknown
  onRetry: () => void
}

/** A failed search says what happened and offers a retry; a 429 is a friendly "slow down". */
export function ResultsError({ error, onRetry }: ResultsErrorProps) {
  const isTooFast = isRateLimited(error)
  return (
    <ResultsMessage
      role="alert"
      icon={isTooFast ? 'shield' : 'globe'}
      title={isTooFast ? t('directory.rateLimitedTitle') : t('directory.errorTitle')}
      body={isTooFast ? t('directory.rateLimitedBody') : t('directory.errorBody')}
      action={<Button onClick={onRetry}>{t('error.retry')}</Button>}
    />
  )
}

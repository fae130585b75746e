import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'

/** What failed, and a button to try again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 text-center">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('chat.retry')}
      </Button>
    </div>
  )
}

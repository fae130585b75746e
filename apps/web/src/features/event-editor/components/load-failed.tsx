import { Button } from '../../../components/button.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'
import { t } from '../../../lib/i18n/t.ts'

/** What the editor needs did not load: say so, and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ResultsMessage
      role="alert"
      icon="flag"
      title={t('eventEditor.loadFailedTitle')}
      body={t('eventEditor.loadFailed')}
      action={<Button onClick={onRetry}>{t('eventEditor.retry')}</Button>}
    />
  )
}

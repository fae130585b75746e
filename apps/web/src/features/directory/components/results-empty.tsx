import '../messages.ts'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { ResultsMessage } from '../../../components/results-message.tsx'

interface ResultsEmptyProps {
  query: string
  onReset: () => void
}

/** An empty result says what to try next (quality brief "every empty list"). */
export function ResultsEmpty({ query, onReset }: ResultsEmptyProps) {
  return (
    <ResultsMessage
      role="status"
      icon="search"
      title={t('directory.emptyTitle')}
      body={query ? t('directory.emptyBodySearch', { query }) : t('directory.emptyBody')}
      action={
        <Button variant="secondary" onClick={onReset}>
          {t('directory.startOver')}
        </Button>
      }
    />
  )
}

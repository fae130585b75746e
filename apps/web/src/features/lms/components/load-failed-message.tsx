import { Button } from '../../../components/button.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'
import { t } from '../../../lib/i18n/t.ts'

interface LoadFailedMessageProps {
  title: string
  body: string
  /** Absent where asking again cannot help (a course that is not the student's). */
  onRetry?: () => void
}

/** A page's read failed: what happened, and "Try again" (quality brief: every error says what to try). */
export function LoadFailedMessage({ title, body, onRetry }: LoadFailedMessageProps) {
  return (
    <ResultsMessage
      role="alert"
      icon="graduation"
      title={title}
      body={body}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('lms.retry')}
          </Button>
        ) : null
      }
    />
  )
}

import '../messages.ts'
import { useRevalidator } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'

/** The directory's route error: its listing config did not load. Retry runs the loader again. */
export function DirectoryLoadError() {
  const revalidator = useRevalidator()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:px-8">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('directory.title')}
      </h1>
      <ResultsMessage
        role="alert"
        icon="globe"
        title={t('directory.errorTitle')}
        body={t('directory.errorBody')}
        action={<Button onClick={() => void revalidator.revalidate()}>{t('error.retry')}</Button>}
      />
    </div>
  )
}

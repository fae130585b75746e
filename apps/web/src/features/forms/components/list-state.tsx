import '../messages.ts'
import type { UseQueryResult } from '@tanstack/react-query'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'

/** A forms list while it loads ("Loading forms…"), or when it failed (with Try again). */
export function ListState({ query }: { query: UseQueryResult }) {
  if (query.isPending) return <p role="status">{t('forms.loading')}</p>
  if (!query.isError) return null
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p>{t('forms.error')}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('forms.retry')}
      </Button>
    </div>
  )
}

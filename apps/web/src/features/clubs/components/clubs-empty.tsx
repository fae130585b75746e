import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'
import type { ClubsFilter } from '../api.ts'

/** An empty list says why and what to do next (quality brief "every empty list"). */
export function ClubsEmpty({ filter, onShowAll }: { filter: ClubsFilter; onShowAll: () => void }) {
  const body = filter.search
    ? t('clubs.emptyBodySearch', { query: filter.search })
    : filter.membership === 'mine'
      ? t('clubs.emptyBodyMine')
      : t('clubs.emptyBody')
  const canWiden = filter.search !== '' || filter.membership === 'mine'
  return (
    <ResultsMessage
      role="status"
      icon="flag"
      title={t('clubs.emptyTitle')}
      body={body}
      action={
        canWiden ? (
          <Button variant="secondary" onClick={onShowAll}>
            {filter.search ? t('clubs.clearSearch') : t('clubs.showAll')}
          </Button>
        ) : null
      }
    />
  )
}

import { CLUB_STATUSES } from '@quad/shared'
import { useId, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { quietFieldClass } from '../../../components/field-styles.ts'
import { SearchField } from '../../../components/search-field.tsx'
import { ShowMoreFooter } from '../../../components/show-more-footer.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useAdminClubs, type AdminClubsFilter } from '../api.ts'
import { AdminClubRow } from './admin-club-row.tsx'
import { CreateClubDialog } from './create-club-dialog.tsx'

/**
 * /admin/clubs: every club, requests first, with search and a status filter kept in the
 * URL. The console's page heading is the route's (`header`, given the Create button).
 */
export function AdminClubsPage({ header }: { header: (actions: ReactNode) => ReactNode }) {
  const [params, setParams] = useSearchParams()
  const statusId = useId()
  const [creating, setCreating] = useState(false)
  const status = CLUB_STATUSES.find((value) => value === params.get('status')) ?? ''
  const filter: AdminClubsFilter = { search: params.get('search') ?? '', status }
  const list = useAdminClubs(filter)
  const clubs = list.query
  const update = (change: Partial<AdminClubsFilter>) => {
    const next = { ...filter, ...change }
    const query = new URLSearchParams()
    if (next.search) query.set('search', next.search)
    if (next.status) query.set('status', next.status)
    setParams(query, { replace: true })
  }
  return (
    <div className="flex flex-col gap-5">
      {header(
        <Button
          onClick={() => {
            setCreating(true)
          }}
        >
          {t('adminClubs.create')}
        </Button>,
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          value={filter.search}
          label={t('adminClubs.searchLabel')}
          placeholder={t('adminClubs.searchPlaceholder')}
          onSearch={(search) => {
            update({ search })
          }}
        />
        <label htmlFor={statusId} className="sr-only">
          {t('adminClubs.statusLabel')}
        </label>
        <select
          id={statusId}
          value={filter.status}
          className={`min-h-11 rounded-full px-4 ${quietFieldClass} dark:bg-zinc-900`}
          onChange={(event) => {
            update({ status: CLUB_STATUSES.find((value) => value === event.target.value) ?? '' })
          }}
        >
          <option value="">{t('adminClubs.statusAll')}</option>
          {CLUB_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`clubs.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {clubs.isPending ? <p role="status">{t('adminClubs.loading')}</p> : null}
      {clubs.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('adminClubs.error')}</p>
          <Button variant="secondary" onClick={() => void clubs.refetch()}>
            {t('adminClubs.retry')}
          </Button>
        </div>
      ) : null}
      {clubs.isSuccess && list.items.length === 0 ? (
        <p role="status">{t('adminClubs.empty')}</p>
      ) : null}
      {list.items.length > 0 ? (
        <>
          <ul aria-label={t('adminClubs.listLabel')} className="flex flex-col gap-3">
            {list.items.map((club) => (
              <AdminClubRow key={club.id} club={club} />
            ))}
          </ul>
          <ShowMoreFooter
            list={list}
            moreLabel={t('adminClubs.loadMore')}
            loadingLabel={t('adminClubs.loadingMore')}
            doneLabel={t('adminClubs.allShown')}
          />
        </>
      ) : null}
      <CreateClubDialog
        open={creating}
        onClose={() => {
          setCreating(false)
        }}
      />
    </div>
  )
}

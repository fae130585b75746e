import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { adminBadgesQuery } from '../api.ts'
import { BadgeDefinitionRow } from './badge-definition-row.tsx'
import { CreateBadgeDialog } from './create-badge-dialog.tsx'

/**
 * /admin/badges: the school's badge definitions, newest first, and Define a badge. The
 * console's page heading is the route's (`header`, given the button).
 */
export function AdminBadgesPage({ header }: { header: (actions: ReactNode) => ReactNode }) {
  const [creating, setCreating] = useState(false)
  const badges = useQuery(adminBadgesQuery)
  const items = badges.data?.items ?? []
  return (
    <div className="flex flex-col gap-5">
      {header(
        <Button
          onClick={() => {
            setCreating(true)
          }}
        >
          {t('adminBadges.create')}
        </Button>,
      )}
      {badges.isPending ? <p role="status">{t('adminBadges.loading')}</p> : null}
      {badges.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('adminBadges.error')}</p>
          <Button variant="secondary" onClick={() => void badges.refetch()}>
            {t('adminBadges.retry')}
          </Button>
        </div>
      ) : null}
      {badges.isSuccess && items.length === 0 ? (
        <p role="status">{t('adminBadges.empty')}</p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label={t('adminBadges.listLabel')} className="flex flex-col gap-3">
          {items.map((badge) => (
            <BadgeDefinitionRow key={badge.uid} badge={badge} />
          ))}
        </ul>
      ) : null}
      <CreateBadgeDialog
        open={creating}
        onClose={() => {
          setCreating(false)
        }}
      />
    </div>
  )
}

import type { AdminClub } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { buttonVariants } from '../../../components/button-styles.ts'
import { StatusChip, type StatusChipTone } from '../../../components/status-chip.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { clubAboutQuery, ClubLogo, EditClubDialog } from '../../clubs/index.ts'
import { useApproval, useArchive } from '../api.ts'
import { clubHref } from '../../../lib/app-links.ts'

const STATUS_TONE = {
  pending: 'warning',
  active: 'success',
  archived: 'neutral',
} as const satisfies Record<AdminClub['status'], StatusChipTone>

/** One club in the admin list: its state and flags, and what an admin can do with it. */
export function AdminClubRow({ club }: { club: AdminClub }) {
  const approval = useApproval()
  const archive = useArchive()
  const [editing, setEditing] = useState(false)
  const failed = (error: Error) => {
    toast(t('adminClubs.failed', { reason: error.message }), { type: 'Error' })
  }
  const decide = (approve: boolean) => {
    approval.mutate(
      { id: club.id, body: { approve } },
      {
        onSuccess: () =>
          toast(t(approve ? 'adminClubs.approved' : 'adminClubs.declined', { name: club.name })),
        onError: failed,
      },
    )
  }
  const setArchived = (archived: boolean) => {
    archive.mutate(
      { id: club.id, archive: archived },
      {
        onSuccess: () =>
          toast(t(archived ? 'adminClubs.archived' : 'adminClubs.restored', { name: club.name })),
        onError: failed,
      },
    )
  }
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:flex-row sm:items-center dark:bg-zinc-900 dark:ring-zinc-800">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <ClubLogo name={club.name} logoUrl={club.logoUrl} />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{club.name}</h3>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {club.category} ·{' '}
            {t('adminClubs.members', {
              count: String(club.countMembers),
              officers: String(club.countOfficers),
            })}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <StatusChip tone={STATUS_TONE[club.status]}>
              {t(`clubs.status.${club.status}`)}
            </StatusChip>
            {club.published ? null : (
              <StatusChip tone="outline">{t('adminClubs.unpublished')}</StatusChip>
            )}
            {club.hidden ? <StatusChip tone="outline">{t('adminClubs.hidden')}</StatusChip> : null}
          </div>
          {club.requestedBy ? (
            <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
              {t('adminClubs.requestedBy', {
                name: `${club.requestedBy.firstName} ${club.requestedBy.lastName}`,
              })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {club.status === 'pending' ? (
          <>
            <Button
              aria-label={t('adminClubs.approveName', { name: club.name })}
              onClick={() => {
                decide(true)
              }}
            >
              {t('adminClubs.approve')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('adminClubs.declineName', { name: club.name })}
              onClick={() => {
                decide(false)
              }}
            >
              {t('adminClubs.decline')}
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            aria-label={t(
              club.status === 'archived' ? 'adminClubs.restoreName' : 'adminClubs.archiveName',
              {
                name: club.name,
              },
            )}
            onClick={() => {
              setArchived(club.status !== 'archived')
            }}
          >
            {t(club.status === 'archived' ? 'adminClubs.restore' : 'adminClubs.archive')}
          </Button>
        )}
        <Button
          variant="secondary"
          aria-label={t('adminClubs.editName', { name: club.name })}
          onClick={() => {
            setEditing(true)
          }}
        >
          {t('adminClubs.edit')}
        </Button>
        <Link
          to={clubHref(club.id)}
          aria-label={t('adminClubs.openName', { name: club.name })}
          className={buttonVariants.secondary}
        >
          {t('adminClubs.open')}
        </Link>
      </div>
      {editing ? (
        <AdminEditClub
          id={club.id}
          onClose={() => {
            setEditing(false)
          }}
        />
      ) : null}
    </li>
  )
}

/** The club page's Edit dialog, as an admin sees it (every field and flag). */
function AdminEditClub({ id, onClose }: { id: string; onClose: () => void }) {
  const about = useQuery(clubAboutQuery(id))
  if (!about.data) return null
  return (
    <EditClubDialog
      club={about.data.club}
      additionalInfo={about.data.additionalInfo}
      admin
      open
      onClose={onClose}
    />
  )
}

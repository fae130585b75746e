import type { ClubMember } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { MenuButton, type MenuAction } from '../../../components/menu-button.tsx'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { SearchField } from '../../../components/search-field.tsx'
import { clubMembersQuery, useChangeRole, useRemoveMember } from '../members-api.ts'

interface ManageMembersProps {
  clubId: string
  viewerUid: string
  /** A school admin, or an officer of a club whose officers are not locked. */
  canChangeOfficers: boolean
}

/** The members, searchable, with their role and an actions menu each (decision 031). */
export function ManageMembers({ clubId, viewerUid, canChangeOfficers }: ManageMembersProps) {
  const [q, setQ] = useState('')
  const members = useQuery(clubMembersQuery(clubId, 'active', q))
  const changeRole = useChangeRole(clubId)
  const remove = useRemoveMember(clubId)
  const [announced, setAnnounced] = useState('')
  const error = changeRole.error ?? remove.error

  function actionsFor(member: ClubMember): MenuAction[] {
    const name = `${member.firstName} ${member.lastName}`
    const done = (key: 'manage.madeOfficer' | 'manage.removedOfficer' | 'manage.removed') => ({
      onSuccess: () => {
        setAnnounced(t(key, { name }))
      },
    })
    const role = (next: 'officer' | 'member') => () => {
      setAnnounced('')
      const key = next === 'officer' ? 'manage.madeOfficer' : 'manage.removedOfficer'
      changeRole.mutate({ memberUid: member.uid, role: next }, done(key))
    }
    const officer = member.role === 'officer'
    return [
      ...(canChangeOfficers && !officer
        ? [{ id: 'promote', label: t('manage.makeOfficer'), onAction: role('officer') }]
        : []),
      ...(canChangeOfficers && officer
        ? [{ id: 'demote', label: t('manage.removeOfficer'), onAction: role('member') }]
        : []),
      ...(canChangeOfficers || !officer
        ? [
            {
              id: 'remove',
              label: t('manage.removeFromClub'),
              onAction: () => {
                setAnnounced('')
                remove.mutate(member.uid, done('manage.removed'))
              },
            },
          ]
        : []),
    ]
  }

  const items = members.data?.items ?? []
  return (
    <section aria-labelledby="manage-members" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="manage-members" className="text-lg font-semibold">
          {t('manage.membersTitle')}
        </h3>
        <div className="flex w-full sm:w-72">
          <SearchField
            value={q}
            onSearch={setQ}
            label={t('manage.search')}
            placeholder={t('manage.searchPlaceholder')}
          />
        </div>
      </div>
      {members.isPending ? <p role="status">{t('manage.loading')}</p> : null}
      {members.isSuccess && items.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('manage.noMembers')}</p>
      ) : null}
      <ul
        aria-label={t('manage.membersTitle')}
        className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
      >
        {items.map((member) => {
          const name = `${member.firstName} ${member.lastName}`
          const self = member.uid === viewerUid
          const actions = self ? [] : actionsFor(member)
          return (
            <li key={member.uid} className="flex items-center gap-3 py-3">
              <PersonAvatar {...member} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {name} {self ? <span className="font-normal">{t('manage.you')}</span> : null}
                </p>
                <p className="truncate text-sm text-zinc-700 dark:text-zinc-300">
                  {member.email ?? t('manage.since', { date: member.since.slice(0, 10) })}
                </p>
              </div>
              <RoleBadge role={member.role} />
              {actions.length > 0 ? (
                <MenuButton look="ghost" label={t('manage.actions', { name })} actions={actions} />
              ) : (
                <span className="size-11 shrink-0" aria-hidden="true" />
              )}
            </li>
          )
        })}
      </ul>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('manage.failed', { reason: error.message })}
        </p>
      ) : null}
    </section>
  )
}

function RoleBadge({ role }: { role: ClubMember['role'] }) {
  const officer = role === 'officer'
  return (
    <span
      className={
        'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ' +
        (officer
          ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900'
          : 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100')
      }
    >
      {t(officer ? 'manage.officer' : 'manage.member')}
    </span>
  )
}

import type { ClubMember } from '@quad/shared'
import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import type { MenuAction } from '../../../components/menu-button.tsx'
import { useChangeRole, useRemoveMember } from '../members-api.ts'
import { MembersList } from './members-list.tsx'

interface ManageMembersProps {
  clubId: string
  viewerUid: string
  /** A school admin, or an officer of a club whose officers are not locked. */
  canChangeOfficers: boolean
}

/** The members, searchable, with their role and an actions menu each (decision 031). */
export function ManageMembers({ clubId, viewerUid, canChangeOfficers }: ManageMembersProps) {
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

  return (
    <MembersList clubId={clubId} viewerUid={viewerUid} headingLevel={3} actionsFor={actionsFor}>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('manage.failed', { reason: error.message })}
        </p>
      ) : null}
    </MembersList>
  )
}

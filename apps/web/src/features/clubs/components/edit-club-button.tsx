import { userFromAuthentication, type Club, type ClubInfoItem } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { hasAnyRole } from '../../../lib/session/roles.ts'
import { authenticationQuery } from '../../../lib/session/session.ts'
import { EditClubDialog } from './edit-club-dialog.tsx'

/** "Edit club" for the club's officers and school admins (the server decides each field). */
export function EditClubButton({
  club,
  additionalInfo,
}: {
  club: Club
  additionalInfo: ClubInfoItem[]
}) {
  const [open, setOpen] = useState(false)
  const authentication = useQuery(authenticationQuery).data
  const user = authentication ? userFromAuthentication(authentication) : null
  const admin = hasAnyRole(user, ['school_admin'])
  if (!admin && club.membership !== 'officer') return null
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true)
        }}
      >
        {t('clubs.editClub')}
      </Button>
      {open ? (
        <EditClubDialog
          club={club}
          additionalInfo={additionalInfo}
          admin={admin}
          open={open}
          onClose={() => {
            setOpen(false)
          }}
        />
      ) : null}
    </>
  )
}

/** A club not open to everyone says why: archived, waiting for approval, or unpublished. */
export function ClubStateNote({ club }: { club: Club }) {
  const note =
    club.status === 'archived'
      ? t('clubs.archivedNote')
      : club.status === 'pending'
        ? t('clubs.pendingNote')
        : club.published
          ? null
          : t('clubs.unpublishedNote')
  if (!note) return null
  return (
    <p className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {note}
    </p>
  )
}

import type { Club } from '@quad/shared'
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { downloadMembersCsv, useChangeRole } from '../members-api.ts'
import { AnnounceDialog } from './announce-dialog.tsx'
import { ManageMembers } from './manage-members.tsx'
import { ManageRequests } from './manage-requests.tsx'
import { ManageRules } from './manage-rules.tsx'

/** Only those who may change the officers open it: its own chunk (the club route's budget). */
const ManageHandover = lazy(() =>
  import('./manage-handover.tsx').then((module) => ({ default: module.ManageHandover })),
)

interface ClubManageProps {
  club: Club
  viewerUid: string
  isAdmin: boolean
  /** Other sections' buttons, passed in by the route ("Create event"). */
  actions?: ReactNode
  /** Other sections' parts, passed in by the route ("Budget"), after the club's own. */
  parts?: ReactNode
}

/**
 * The officers' (and school admins') Manage area of a club page (issue 14, decision 031):
 * membership rules, requests to join, members and their roles, the officers' hand-over, a
 * message to everyone, the CSV, and stepping down.
 */
export function ClubManage({ club, viewerUid, isAdmin, actions, parts }: ClubManageProps) {
  const officer = club.membership === 'officer'
  const [dialog, setDialog] = useState(false)
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState('')
  const opener = useRef<HTMLButtonElement>(null)
  const stepDown = useChangeRole(club.id)
  const canChangeOfficers = isAdmin || (officer && !club.lockedOfficers)
  return (
    <section
      aria-labelledby="club-manage"
      className="mt-8 flex flex-col gap-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6 dark:bg-zinc-900 dark:ring-zinc-800"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="club-manage" className="text-xl font-semibold">
            {t('manage.title')}
          </h2>
          <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('manage.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button
            ref={opener}
            onClick={() => {
              setStatus('')
              setDialog(true)
            }}
          >
            {t('manage.message')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setFailure('')
              downloadMembersCsv(club.id).catch((error: unknown) => {
                setFailure(t('manage.exportFailed', { reason: String(error) }))
              })
            }}
          >
            {t('manage.export')}
          </Button>
          {officer ? (
            <Button
              variant="secondary"
              onClick={() => {
                setStatus('')
                stepDown.mutate(
                  { memberUid: viewerUid, role: 'member' },
                  {
                    onSuccess: () => {
                      setStatus(t('manage.steppedDown'))
                    },
                  },
                )
              }}
            >
              {t('manage.stepDown')}
            </Button>
          ) : null}
        </div>
      </div>
      <p role="status" className={status ? 'font-medium' : 'sr-only'}>
        {status}
      </p>
      {stepDown.error || failure ? (
        <p role="alert" className="-mt-6 text-sm font-medium text-red-700 dark:text-red-300">
          {stepDown.error ? t('manage.failed', { reason: stepDown.error.message }) : failure}
        </p>
      ) : null}
      <ManageRules club={club} isAdmin={isAdmin} />
      <ManageRequests clubId={club.id} />
      <ManageMembers clubId={club.id} viewerUid={viewerUid} canChangeOfficers={canChangeOfficers} />
      {canChangeOfficers ? (
        <Suspense fallback={null}>
          <ManageHandover clubId={club.id} />
        </Suspense>
      ) : null}
      {parts}
      <AnnounceDialog
        clubId={club.id}
        open={dialog}
        onClose={() => {
          setDialog(false)
        }}
        onClosed={() => {
          opener.current?.focus()
        }}
        onSent={(count) => {
          setDialog(false)
          setStatus(count === 1 ? t('announce.sentOne') : t('announce.sent', { count }))
        }}
      />
    </section>
  )
}

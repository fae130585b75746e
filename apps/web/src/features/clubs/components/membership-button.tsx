import type { Club } from '@quad/shared'
import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { useMembership } from '../api.ts'

type Step = 'leave' | 'join' | 'request' | 'cancel'

/** What the button does now: leave, join, ask to join a closed club, or withdraw the ask. */
function stepOf(club: Club): Step {
  if (club.membership !== null) return 'leave'
  if (club.requestPending) return 'cancel'
  return club.closedMembership ? 'request' : 'join'
}

const LABELS = {
  leave: {
    idle: 'clubs.leave',
    busy: 'clubs.leaving',
    name: 'clubs.leaveName',
    done: 'clubs.left',
  },
  join: { idle: 'clubs.join', busy: 'clubs.joining', name: 'clubs.joinName', done: 'clubs.joined' },
  request: {
    idle: 'clubs.requestJoin',
    busy: 'clubs.requesting',
    name: 'clubs.requestJoinName',
    done: 'clubs.requested',
  },
  cancel: {
    idle: 'clubs.cancelRequest',
    busy: 'clubs.leaving',
    name: 'clubs.cancelRequestName',
    done: 'clubs.requestCancelled',
  },
} as const

/**
 * Join or Leave, for the signed-in student; on a closed club "Request to join", then
 * "Request sent" with a way to cancel (decision 031). The button stays the same element
 * (never disabled) as its label flips, so focus stays on it; the outcome is announced
 * politely, a refusal as an alert with the server's reason.
 */
export function MembershipButton({ club }: { club: Club }) {
  const membership = useMembership()
  const [announced, setAnnounced] = useState('')
  const step = stepOf(club)
  const labels = LABELS[step]
  const join = step === 'join' || step === 'request'
  return (
    <div className="flex flex-col items-start gap-1">
      {step === 'cancel' ? (
        <p className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          {t('clubs.requestSent')}
        </p>
      ) : null}
      <Button
        variant={join ? 'primary' : 'secondary'}
        aria-label={t(labels.name, { name: club.name })}
        // Not `disabled`: a disabled button drops focus, and focus must stay on it.
        aria-disabled={membership.isPending}
        className={`min-w-28 ${membership.isPending ? 'cursor-progress opacity-70' : ''}`}
        onClick={() => {
          if (membership.isPending) return
          setAnnounced('')
          membership.mutate(
            { id: club.id, join },
            {
              onSuccess: (saved) => {
                setAnnounced(t(labels.done, { name: saved.name }))
              },
            },
          )
        }}
      >
        {t(membership.isPending ? labels.busy : labels.idle)}
      </Button>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {membership.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('clubs.failed', { reason: membership.error.message })}
        </p>
      ) : null}
    </div>
  )
}

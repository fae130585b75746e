import type { Club } from '@quad/shared'
import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { useMembership } from '../api.ts'

/**
 * Join or Leave, for the signed-in student. The button stays the same element (never
 * disabled) as its label flips, so focus stays on it; the outcome is announced politely, a refusal as an
 * alert with the server's reason.
 */
export function MembershipButton({ club }: { club: Club }) {
  const membership = useMembership()
  const [announced, setAnnounced] = useState('')
  const isIn = club.membership !== null
  const label = membership.isPending
    ? t(isIn ? 'clubs.leaving' : 'clubs.joining')
    : t(isIn ? 'clubs.leave' : 'clubs.join')
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={isIn ? 'secondary' : 'primary'}
        aria-label={t(isIn ? 'clubs.leaveName' : 'clubs.joinName', { name: club.name })}
        // Not `disabled`: a disabled button drops focus, and focus must stay on it.
        aria-disabled={membership.isPending}
        className={`min-w-28 ${membership.isPending ? 'cursor-progress opacity-70' : ''}`}
        onClick={() => {
          if (membership.isPending) return
          setAnnounced('')
          membership.mutate(
            { id: club.id, join: !isIn },
            {
              onSuccess: (saved) => {
                setAnnounced(t(isIn ? 'clubs.left' : 'clubs.joined', { name: saved.name }))
              },
            },
          )
        }}
      >
        {label}
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

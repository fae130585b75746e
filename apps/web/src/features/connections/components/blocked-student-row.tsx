import '../messages.ts'
import type { BlockListResponse } from '@quad/shared'
import { alert } from '../../../lib/alerts/alert.ts'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { useUnblockStudent } from '../api.ts'

interface BlockedStudentRowProps {
  student: BlockListResponse['items'][number]
  onUnblocked: () => void
}

/** One blocked student: name, since when, and Unblock (no confirmation: it only gives back). */
export function BlockedStudentRow({ student, onUnblocked }: BlockedStudentRowProps) {
  const unblock = useUnblockStudent()
  const name = `${student.firstName} ${student.lastName}`
  const blockedAt = new Date(student.blockedAt)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div>
        <p className="font-semibold text-zinc-900 dark:text-zinc-50">{name}</p>
        {Number.isNaN(blockedAt.getTime()) ? null : (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {t('connections.blockedOn', { date: formatDate(blockedAt) })}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        aria-label={t('connections.unblockName', { name })}
        aria-disabled={unblock.isPending}
        onClick={() => {
          if (unblock.isPending) return
          unblock.mutate(student.uid, {
            onSuccess: () => {
              alert({
                type: 'Success',
                message: t('connections.unblocked', { name }),
                autoClose: true,
              })
              onUnblocked()
            },
            // Spec 8's wording serves every failed connection call, unblocking included.
            onError: () => alert({ type: 'Error', message: t('connections.failed') }),
          })
        }}
      >
        {unblock.isPending ? t('connections.working') : t('connections.unblock')}
      </Button>
    </li>
  )
}

import type { EventReviewItem } from '@quad/shared'
import { Link } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useReviewEvent } from '../approvals-api.ts'
import { eventHref } from '../event-href.ts'
import { EventWhen } from './event-when.tsx'

const muted = 'text-sm text-zinc-700 dark:text-zinc-300'

/** One event waiting: what, whose, when and where, who sent it; Approve and Return…. */
export function ApprovalRow({ item, onReturn }: { item: EventReviewItem; onReturn: () => void }) {
  const clock = useSchoolClock()
  const review = useReviewEvent()
  const { event } = item
  const approve = () => {
    review.mutate(
      { id: event.id, body: { decision: 'approve' } },
      {
        onSuccess: () => toast(t('eventApprovals.approved', { title: event.title })),
        onError: (error) =>
          toast(t('eventApprovals.failed', { reason: error.message }), { type: 'Error' }),
      },
    )
  }
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:flex-row sm:items-center dark:bg-zinc-900 dark:ring-zinc-800">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className="text-lg font-semibold break-words">
          <Link to={eventHref(event.id, 'student')} className={textLinkClass}>
            {event.title}
          </Link>
        </h3>
        <p className="font-medium">{event.club?.name}</p>
        <p className={muted}>
          <EventWhen event={event} clock={clock} />
        </p>
        {item.room ? (
          <p className={muted}>{t('eventApprovals.room', { name: item.room.name })}</p>
        ) : null}
        {item.occurrences > 1 ? (
          <p className={muted}>
            {t('eventApprovals.occurrences', { count: formatNumber(item.occurrences) })}
          </p>
        ) : null}
        {item.submittedBy ? (
          <p className={muted}>{t('eventApprovals.by', { name: item.submittedBy })}</p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button
          aria-label={t('eventApprovals.approveLabel', { title: event.title })}
          disabled={review.isPending}
          onClick={approve}
        >
          {t('eventApprovals.approve')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('eventApprovals.returnLabel', { title: event.title })}
          onClick={onReturn}
        >
          {t('eventApprovals.return')}
        </Button>
      </div>
    </li>
  )
}

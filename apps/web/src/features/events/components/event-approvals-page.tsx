import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/button.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { eventReviewsQuery, useApprovalRule } from '../approvals-api.ts'
import { ApprovalRow } from './approval-row.tsx'
import { ReturnDialog } from './return-dialog.tsx'

/**
 * /admin/event-approvals (decision 106): the school admin's rule (others read it), then
 * the club events waiting, soonest first, each approved or returned with a note.
 */
export function EventApprovalsPage({ header }: { header: ReactNode }) {
  const reviews = useQuery(eventReviewsQuery)
  const rule = useApprovalRule()
  const [returning, setReturning] = useState<{ id: string; title: string } | null>(null)
  const data = reviews.data
  const setRequired = (required: boolean) => {
    rule.mutate(required, {
      onSuccess: () => toast(t(required ? 'eventApprovals.ruleOn' : 'eventApprovals.ruleOff')),
      onError: (error) =>
        toast(t('eventApprovals.failed', { reason: error.message }), { type: 'Error' }),
    })
  }
  return (
    <div className="flex flex-col gap-5">
      {header}
      {reviews.isPending ? <p role="status">{t('eventApprovals.loading')}</p> : null}
      {reviews.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('eventApprovals.error')}</p>
          <Button variant="secondary" onClick={() => void reviews.refetch()}>
            {t('eventApprovals.retry')}
          </Button>
        </div>
      ) : null}
      {data?.canChangeRule ? (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
          <SwitchField
            label={t('eventApprovals.rule')}
            description={t('eventApprovals.ruleHint')}
            field="required"
            checked={rule.isPending ? (rule.variables ?? data.required) : data.required}
            disabled={rule.isPending}
            onChange={setRequired}
          />
        </div>
      ) : data ? (
        <p>{t(data.required ? 'eventApprovals.ruleState.on' : 'eventApprovals.ruleState.off')}</p>
      ) : null}
      {data && data.items.length === 0 ? <p role="status">{t('eventApprovals.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul aria-label={t('eventApprovals.listLabel')} className="flex flex-col gap-3">
          {data.items.map((item) => (
            <ApprovalRow
              key={item.event.id}
              item={item}
              onReturn={() => {
                setReturning({ id: item.event.id, title: item.event.title })
              }}
            />
          ))}
        </ul>
      ) : null}
      <ReturnDialog
        // Closed between openings, so each opening mounts it with an empty note.
        key={returning?.id ?? 'closed'}
        event={returning}
        onClose={() => {
          setReturning(null)
        }}
      />
    </div>
  )
}

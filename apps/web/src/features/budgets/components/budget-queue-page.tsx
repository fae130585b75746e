import '../messages.ts'
import type { BudgetRequest } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { budgetQueueQuery, useReviewBudget } from '../api.ts'
import { BudgetRequestCard } from './budget-request-card.tsx'
import { NoteDialog } from './note-dialog.tsx'

/**
 * /admin/budget-requests (decision 109): every club's request waiting, oldest first, each
 * approved at its stage, returned or rejected with a note.
 */
export function BudgetQueuePage({ header }: { header: ReactNode }) {
  const queue = useQuery(budgetQueueQuery)
  const review = useReviewBudget()
  const [noting, setNoting] = useState<{
    request: BudgetRequest
    decision: 'return' | 'reject'
  } | null>(null)
  const [openings, setOpenings] = useState(0)
  const approve = (request: BudgetRequest) => {
    if (review.isPending) return
    review.mutate(
      { requestId: request.id, body: { decision: 'approve', stage: request.stage } },
      {
        onSuccess: () => {
          toast(t('budgetQueue.approved', { title: request.title, stage: request.stageName }))
        },
        onError: (error) => {
          toast(t('budgets.failed', { reason: error.message }), { type: 'Error' })
        },
      },
    )
  }
  const note = (request: BudgetRequest, decision: 'return' | 'reject') => {
    setOpenings((n) => n + 1)
    setNoting({ request, decision })
  }
  const data = queue.data
  return (
    <div className="flex flex-col gap-5">
      {header}
      {queue.isPending ? <p role="status">{t('budgets.loading')}</p> : null}
      {queue.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('budgets.error')}</p>
          <Button variant="secondary" onClick={() => void queue.refetch()}>
            {t('budgets.retry')}
          </Button>
        </div>
      ) : null}
      {data && data.items.length === 0 ? <p role="status">{t('budgetQueue.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul aria-label={t('budgetQueue.listLabel')} className="flex flex-col gap-3">
          {data.items.map((request) => (
            <li key={request.id}>
              <BudgetRequestCard
                request={request}
                showClub
                actions={
                  <>
                    <Button
                      aria-disabled={review.isPending}
                      onClick={() => {
                        approve(request)
                      }}
                    >
                      {t('budgetQueue.approve', { stage: request.stageName })}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        note(request, 'return')
                      }}
                    >
                      {t('budgetQueue.return')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        note(request, 'reject')
                      }}
                    >
                      {t('budgetQueue.reject')}
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      <NoteDialog
        key={openings}
        subject={noting}
        onClose={() => {
          setNoting(null)
        }}
      />
    </div>
  )
}

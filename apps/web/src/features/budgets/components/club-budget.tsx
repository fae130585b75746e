import '../messages.ts'
import { receiptsMayChange, type BudgetReceipt, type BudgetRequest } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { formatMoney } from '../../../lib/i18n/money.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { clubBudgetQuery, downloadBudgetCsv, useRemoveReceipt, useWithdrawBudget } from '../api.ts'
import { AttachReceipt } from './attach-receipt.tsx'
import { BudgetDialog } from './budget-dialog.tsx'
import { BudgetRequestCard } from './budget-request-card.tsx'

/** A request its officers may still change: waiting, or returned to them. */
const isOpen = (request: BudgetRequest) =>
  request.status === 'submitted' || request.status === 'returned'

/**
 * The Manage area's Budget (issue 37 item 3, decision 109): the money per term, "Ask for
 * money", the CSV, and each request with what its officers may still do (change and send
 * again once returned, withdraw while it waits).
 */
export function ClubBudget({ clubId }: { clubId: string }) {
  const budget = useQuery(clubBudgetQuery(clubId))
  const withdraw = useWithdrawBudget(clubId)
  const [dialog, setDialog] = useState<{ returned: BudgetRequest | null } | null>(null)
  const [openings, setOpenings] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const [withdrawing, setWithdrawing] = useState<BudgetRequest | null>(null)
  const confirmWithdraw = (request: BudgetRequest) => {
    setWithdrawing(null)
    withdraw.mutate(request.id, {
      onSuccess: () => {
        toast(t('budgets.withdrawn'))
        heading.current?.focus()
      },
      onError: (error) => {
        toast(t('budgets.failed', { reason: error.message }), { type: 'Error' })
      },
    })
  }
  const remove = useRemoveReceipt(clubId)
  const removeReceipt = (request: BudgetRequest, receipt: BudgetReceipt) => {
    // One removal at a time: a second press would ask to remove what is already gone.
    if (remove.isPending) return
    remove.mutate(
      { requestId: request.id, receiptId: receipt.id },
      {
        onSuccess: () => {
          toast(t('budgets.receiptRemoved', { name: receipt.name }))
          heading.current?.focus()
        },
        onError: (error) => {
          toast(t('budgets.failed', { reason: error.message }), { type: 'Error' })
        },
      },
    )
  }
  const open = (returned: BudgetRequest | null) => {
    setOpenings((n) => n + 1)
    setDialog({ returned })
  }
  const data = budget.data
  return (
    <section aria-labelledby="club-budget" className="flex flex-col gap-3">
      <h3 id="club-budget" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t('budgets.title')}
      </h3>
      <p className="text-zinc-700 dark:text-zinc-300">{t('budgets.intro')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            open(null)
          }}
          disabled={!data}
        >
          {t('budgets.ask')}
        </Button>
        {data && data.items.length > 0 ? (
          <Button
            variant="secondary"
            onClick={() => {
              downloadBudgetCsv(clubId).catch((error: unknown) => {
                toast(t('budgets.csvFailed', { reason: String(error) }), { type: 'Error' })
              })
            }}
          >
            {t('budgets.csv')}
          </Button>
        ) : null}
      </div>
      {budget.isPending ? <p role="status">{t('budgets.loading')}</p> : null}
      {budget.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('budgets.error')}</p>
          <Button variant="secondary" onClick={() => void budget.refetch()}>
            {t('budgets.retry')}
          </Button>
        </div>
      ) : null}
      {data && data.ledger.length > 0 ? (
        <ul aria-label={t('budgets.ledger')} className="flex flex-col gap-1">
          {data.ledger.map((term) => (
            <li key={`${term.termKey}-${term.currency}`}>
              {t('budgets.ledgerLine', {
                term: term.termName,
                approved: formatMoney(term.approvedMinor, term.currency),
                asked: formatMoney(term.requestedMinor, term.currency),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.items.length === 0 ? <p>{t('budgets.none')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul aria-label={t('budgets.requests')} className="flex flex-col gap-3">
          {data.items.map((request) => (
            <li key={request.id}>
              <BudgetRequestCard
                request={request}
                onRemoveReceipt={
                  receiptsMayChange(request)
                    ? (receipt) => {
                        removeReceipt(request, receipt)
                      }
                    : undefined
                }
                actions={
                  isOpen(request) ? (
                    <>
                      {receiptsMayChange(request) ? (
                        <AttachReceipt clubId={clubId} request={request} />
                      ) : null}
                      {request.status === 'returned' ? (
                        <Button
                          onClick={() => {
                            open(request)
                          }}
                        >
                          {t('budgets.resend')}
                        </Button>
                      ) : null}
                      <Button
                        variant="secondary"
                        aria-disabled={withdraw.isPending}
                        onClick={() => {
                          if (!withdraw.isPending) setWithdrawing(request)
                        }}
                      >
                        {t('budgets.withdraw')}
                      </Button>
                    </>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('budgets.withdrawAsk', { title: withdrawing?.title ?? '' })}
        body={t('budgets.withdrawAskBody')}
        confirmLabel={t('budgets.withdraw')}
        cancelLabel={t('budgets.cancel')}
        onConfirm={() => {
          if (withdrawing) confirmWithdraw(withdrawing)
        }}
        onCancel={() => {
          setWithdrawing(null)
        }}
        onClosed={() => {
          heading.current?.focus()
        }}
      />
      {data ? (
        <BudgetDialog
          key={openings}
          clubId={clubId}
          currency={data.currency}
          returned={dialog?.returned ?? null}
          open={dialog !== null}
          onClose={() => {
            setDialog(null)
            heading.current?.focus()
          }}
        />
      ) : null}
    </section>
  )
}

export default ClubBudget

import type { BudgetReceipt, BudgetRequest } from '@quad/shared'
import type { ReactNode } from 'react'
import { StatusChip, type StatusChipTone } from '../../../components/status-chip.tsx'
import { formatDate } from '../../../lib/i18n/format.ts'
import { formatMoney } from '../../../lib/i18n/money.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ReceiptList } from './receipt-list.tsx'

const STATUS_TONE: Record<BudgetRequest['status'], StatusChipTone> = {
  submitted: 'info',
  returned: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
}

/**
 * One budget request (decision 109): its status, lines and total, purpose, who sent it,
 * its receipts, and every decision with its note; `actions` are the place's buttons.
 */
export function BudgetRequestCard({
  request,
  showClub = false,
  actions,
  onRemoveReceipt,
}: {
  request: BudgetRequest
  showClub?: boolean
  actions?: ReactNode
  /** Where the request may still change: takes a receipt off. */
  onRemoveReceipt?: ((receipt: BudgetReceipt) => void) | undefined
}) {
  const money = (minor: number) => formatMoney(minor, request.currency)
  const day = (iso: string) => formatDate(new Date(iso), 'short')
  const name = showClub ? `${request.clubName}: ${request.title}` : request.title
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold">{name}</h3>
        <StatusChip tone={STATUS_TONE[request.status]}>
          {t(`budgets.status.${request.status}`, { stage: request.stageName })}
        </StatusChip>
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {t('budgets.sentBy', {
          name: request.submittedBy,
          date: day(request.submittedAt),
          term: request.termName,
        })}
      </p>
      <p className="text-pretty whitespace-pre-line">{request.purpose}</p>
      <table className="w-full text-left">
        <thead className="text-sm text-zinc-700 dark:text-zinc-300">
          <tr>
            <th scope="col" className="py-1 font-medium">
              {t('budgets.item')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('budgets.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {request.items.map((item, i) => (
            // Lines have no id of their own; their order is theirs.
            <tr key={i} className="border-t border-zinc-200 dark:border-zinc-800">
              <td className="py-1.5 pr-3">{item.description}</td>
              <td className="py-1.5 text-right tabular-nums">{money(item.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-zinc-300 font-semibold dark:border-zinc-700">
            <th scope="row" className="py-1.5">
              {t('budgets.total')}
            </th>
            <td className="py-1.5 text-right tabular-nums">{money(request.totalMinor)}</td>
          </tr>
        </tfoot>
      </table>
      <ReceiptList requestId={request.id} receipts={request.receipts} onRemove={onRemoveReceipt} />
      {request.reviews.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">{t('budgets.history')}</h4>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {request.reviews.map((review) => (
              <li key={`${review.at}-${String(review.stage)}`}>
                {t(`budgets.decision.${review.decision}`, {
                  stage: review.stageName,
                  name: review.reviewer,
                  date: day(review.at),
                })}
                {review.note ? <q className="ml-1 italic">{review.note}</q> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  )
}

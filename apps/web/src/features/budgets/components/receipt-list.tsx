import type { BudgetReceipt } from '@quad/shared'
import { useId } from 'react'
import { Button } from '../../../components/button.tsx'
import { formatFileSize } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { downloadReceipt } from '../api.ts'

/**
 * A request's receipts (decision 109): each opens (a download with the bearer token) by
 * its name and size; `onRemove`, where the request may still change, takes one off.
 */
export function ReceiptList({
  requestId,
  receipts,
  onRemove,
}: {
  requestId: string
  receipts: readonly BudgetReceipt[]
  onRemove?: ((receipt: BudgetReceipt) => void) | undefined
}) {
  const heading = useId()
  if (receipts.length === 0) return null
  const open = (receipt: BudgetReceipt) => {
    downloadReceipt(requestId, receipt).catch((error: unknown) => {
      toast(t('budgets.receiptFailed', { reason: String(error) }), { type: 'Error' })
    })
  }
  return (
    <div>
      <h4 id={heading} className="text-sm font-semibold">
        {t('budgets.receipts')}
      </h4>
      <ul aria-labelledby={heading} className="mt-1 flex flex-col gap-1">
        {receipts.map((receipt) => (
          <li key={receipt.id} className="flex flex-wrap items-center gap-2 text-sm">
            <Button
              variant="secondary"
              aria-label={t('budgets.openReceipt', { name: receipt.name })}
              onClick={() => {
                open(receipt)
              }}
            >
              {receipt.name}
            </Button>
            <span className="text-zinc-700 dark:text-zinc-300">{formatFileSize(receipt.size)}</span>
            {onRemove ? (
              <Button
                variant="secondary"
                aria-label={t('budgets.removeReceipt', { name: receipt.name })}
                onClick={() => {
                  onRemove(receipt)
                }}
              >
                {t('budgets.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

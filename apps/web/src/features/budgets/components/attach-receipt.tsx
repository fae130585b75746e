import { BUDGET_RECEIPT_MAX_BYTES, BUDGET_RECEIPTS_MAX, type BudgetRequest } from '@quad/shared'
import { useId, useRef } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useAttachReceipt } from '../api.ts'

/** What a receipt may be: the images a phone takes and PDFs (the server checks the bytes). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,application/pdf'

/**
 * "Attach a receipt" on a request that may still change (decision 109): the button opens
 * the device's file picker; a file over the size limit is refused before it is sent.
 */
export function AttachReceipt({ clubId, request }: { clubId: string; request: BudgetRequest }) {
  const attach = useAttachReceipt(clubId)
  const input = useRef<HTMLInputElement>(null)
  const full = request.receipts.length >= BUDGET_RECEIPTS_MAX
  const fullNote = useId()
  const send = (file: File) => {
    if (file.size > BUDGET_RECEIPT_MAX_BYTES) {
      toast(t('budgets.receiptTooLarge'), { type: 'Error' })
      return
    }
    attach.mutate(
      { requestId: request.id, file },
      {
        onSuccess: () => {
          toast(t('budgets.attached', { name: file.name }))
        },
        onError: (error) => {
          toast(t('budgets.attachFailed', { reason: error.message }), { type: 'Error' })
        },
      },
    )
  }
  return (
    <>
      {/* The picker is the button's: the input itself is out of sight and out of the tab order. */}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) send(file)
        }}
      />
      <Button
        variant="secondary"
        aria-disabled={attach.isPending || full}
        aria-describedby={full ? fullNote : undefined}
        onClick={() => {
          if (!attach.isPending && !full) input.current?.click()
        }}
      >
        {attach.isPending ? t('budgets.attaching') : t('budgets.attach')}
      </Button>
      {full ? (
        <p id={fullNote} className="self-center text-sm text-zinc-700 dark:text-zinc-300">
          {t('budgets.receiptsFull', { count: String(BUDGET_RECEIPTS_MAX) })}
        </p>
      ) : null}
    </>
  )
}

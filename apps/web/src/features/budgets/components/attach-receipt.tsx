import { BUDGET_RECEIPT_MAX_BYTES, BUDGET_RECEIPTS_MAX, type BudgetRequest } from '@quad/shared'
import { useId } from 'react'
import { Button } from '../../../components/button.tsx'
import { IMAGES_AND_PDFS, useFilePicker } from '../../../components/file-picker.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useAttachReceipt } from '../api.ts'

/**
 * "Attach a receipt" on a request that may still change (decision 109): the button opens
 * the device's file picker; a file over the size limit is refused before it is sent.
 */
export function AttachReceipt({ clubId, request }: { clubId: string; request: BudgetRequest }) {
  const attach = useAttachReceipt(clubId)
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
  // The server checks the bytes; the picker offers what it takes.
  const picker = useFilePicker(IMAGES_AND_PDFS, send)
  return (
    <>
      {picker.input}
      <Button
        variant="secondary"
        aria-disabled={attach.isPending || full}
        aria-describedby={full ? fullNote : undefined}
        onClick={() => {
          if (!attach.isPending && !full) picker.open()
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

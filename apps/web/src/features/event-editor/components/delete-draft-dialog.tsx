import { FormDialog } from '../../../components/form-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { ConfirmFooter } from './confirm-footer.tsx'

interface DeleteDraftDialogProps {
  open: boolean
  isPending: boolean
  error: string
  onClose: () => void
  onConfirm: () => void
}

/** Deleting a draft is final: asked once. */
export function DeleteDraftDialog({
  open,
  isPending,
  error,
  onClose,
  onConfirm,
}: DeleteDraftDialogProps) {
  return (
    <FormDialog
      open={open}
      title={t('eventEditor.deleteTitle')}
      closeLabel={t('eventEditor.close')}
      onClose={onClose}
      footer={
        <ConfirmFooter
          confirmLabel={t('eventEditor.deleteConfirm')}
          isPending={isPending}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      }
    >
      <p>{t('eventEditor.deleteBody')}</p>
      {error ? (
        <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </FormDialog>
  )
}

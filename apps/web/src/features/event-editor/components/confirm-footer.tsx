import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'

interface ConfirmFooterProps {
  confirmLabel: string
  isPending?: boolean
  onClose: () => void
  onConfirm: () => void
}

/** The editor's dialogs end the same way: "Keep it" (nothing happens), then the action. */
export function ConfirmFooter({ confirmLabel, isPending, onClose, onConfirm }: ConfirmFooterProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onClose}>
        {t('eventEditor.cancelKeep')}
      </Button>
      <Button disabled={isPending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  )
}

import type { ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'

/**
 * A dialog's buttons: Cancel first (focused when `focusCancel`), then the action. In a
 * ChatDialog footer they need no space above them (`inFooter`).
 */
export function DialogActions({
  onCancel,
  focusCancel = false,
  inFooter = false,
  children,
}: {
  onCancel: () => void
  focusCancel?: boolean
  inFooter?: boolean
  children: ReactNode
}) {
  return (
    <div className={`${inFooter ? '' : 'mt-6'} flex justify-end gap-2`}>
      <Button variant="secondary" autoFocus={focusCancel} onClick={onCancel}>
        {t('chat.cancel')}
      </Button>
      {children}
    </div>
  )
}

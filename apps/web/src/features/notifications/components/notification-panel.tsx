import '../messages.ts'
import { useId } from 'react'
import { DialogHeader } from '../../../components/dialog-header.tsx'
import { bottomSheetClass } from '../../../components/sheet-styles.ts'
import { ModalDialog } from '../../../components/modal-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { NotificationList } from './notification-list.tsx'
import { PanelToolbar } from './panel-toolbar.tsx'

interface NotificationPanelProps {
  id: string
  open: boolean
  onClose: () => void
  onClosed: () => void
}

/**
 * Issue 7: the bell's panel, a modal <dialog> like the main menu — a sheet from the bottom
 * on phones, a panel under the bell from sm up. Loaded on demand by the shell.
 */
export function NotificationPanel({ id, open, onClose, onClosed }: NotificationPanelProps) {
  const titleId = useId()
  return (
    <ModalDialog
      id={id}
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      labelledBy={titleId}
      className={
        `${bottomSheetClass} sm:top-16 sm:right-3 sm:bottom-auto sm:left-auto sm:max-h-[calc(100dvh-5rem)] ` +
        'sm:w-[26rem] sm:rounded-2xl sm:starting:open:translate-y-0'
      }
    >
      {open ? (
        <div className="flex max-h-[85dvh] flex-col sm:max-h-[calc(100dvh-5rem)]">
          <DialogHeader
            titleId={titleId}
            title={t('notifications.title')}
            closeLabel={t('notifications.close')}
            onClose={onClose}
          />
          <PanelToolbar />
          <NotificationList onNavigate={onClose} />
        </div>
      ) : null}
    </ModalDialog>
  )
}

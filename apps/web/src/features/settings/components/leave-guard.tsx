import { useLeaveBlocker } from '../../../lib/use-leave-blocker.ts'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { SettingsDialog } from './settings-dialog.tsx'

interface LeaveGuardProps {
  isDirty: boolean
}

/**
 * Issue 4 settings: nothing typed is lost by leaving. In-app navigation asks first
 * (useBlocker); closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ isDirty }: LeaveGuardProps) {
  const blocker = useLeaveBlocker(isDirty)

  const isBlocked = blocker.state === 'blocked'
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset()
  }
  return (
    <SettingsDialog
      open={isBlocked}
      title={t('settings.leaveTitle')}
      onCancel={stay}
      onClosed={() => {
        // Back to the Save button, the likely next step.
        document.querySelector<HTMLElement>('[data-save-button]')?.focus()
      }}
    >
      <p className="text-zinc-700 dark:text-zinc-300">{t('settings.leaveBody')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" autoFocus onClick={stay}>
          {t('settings.leaveStay')}
        </Button>
        <Button
          onClick={() => {
            if (blocker.state === 'blocked') blocker.proceed()
          }}
        >
          {t('settings.leaveConfirm')}
        </Button>
      </div>
    </SettingsDialog>
  )
}

import { useId } from 'react'
import { Button } from '../../../components/button.tsx'
import { ModalDialog } from '../../../components/modal-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useLeaveBlocker } from '../../../lib/use-leave-blocker.ts'

/** Unsaved changes: leaving the page asks first (settings' guard, issue 4). */
export function LeaveDialog({ isDirty }: { isDirty: boolean }) {
  const blocker = useLeaveBlocker(isDirty)
  const titleId = useId()
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset()
  }
  return (
    <ModalDialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      onClosed={() => document.querySelector<HTMLElement>('[data-save-button]')?.focus()}
      labelledBy={titleId}
      className="m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-6 text-zinc-900 shadow-2xl backdrop:bg-zinc-950/60 sm:w-[28rem] dark:bg-zinc-900 dark:text-zinc-50"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {t('adminSchool.leaveTitle')}
      </h2>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t('adminSchool.leaveBody')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" autoFocus onClick={stay}>
          {t('adminSchool.leaveStay')}
        </Button>
        <Button onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          {t('adminSchool.leaveConfirm')}
        </Button>
      </div>
    </ModalDialog>
  )
}

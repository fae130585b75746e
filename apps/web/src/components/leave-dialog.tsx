import { useId } from 'react'
import { useLeaveBlocker } from '../lib/use-leave-blocker.ts'
import { Button } from './button.tsx'
import { ModalDialog } from './modal-dialog.tsx'

interface LeaveDialogProps {
  isDirty: boolean
  /** The caller's words: the title, what is lost, and the two choices. */
  strings: { title: string; body: string; stay: string; leave: string }
}

/**
 * Unsaved changes: leaving the page asks first (settings' guard, issue 4); the admin
 * console's school page and the event editor use it. Staying returns to the Save button.
 */
export function LeaveDialog({ isDirty, strings }: LeaveDialogProps) {
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
        {strings.title}
      </h2>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">{strings.body}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" autoFocus onClick={stay}>
          {strings.stay}
        </Button>
        <Button onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          {strings.leave}
        </Button>
      </div>
    </ModalDialog>
  )
}

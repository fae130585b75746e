import { useId } from 'react'
import { trapTabKey } from '../lib/focus-trap.ts'
import { Button } from './button.tsx'
import { useModalDialog } from './use-modal-dialog.ts'

interface ConfirmDialogProps {
  open: boolean
  title: string
  body: string
  confirmLabel: string
  /** The caller's word for backing out ("Cancel"). */
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** Closed by cancelling: the caller puts focus back on what opened it. */
  onClosed: () => void
}

/**
 * A modal question before an action that cannot be undone (spec 9 Remove Connection
 * pop-up; issue 5 block; deleting a post or comment, issue 16). Cancel comes first
 * and takes focus, so Enter never confirms by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, body, confirmLabel, cancelLabel, onConfirm, onCancel, onClosed } = props
  const ref = useModalDialog(open, onClosed)
  const titleId = useId()
  const bodyId = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault()
        // React passes `cancel` up its tree: the profile dialog around must not close too.
        event.stopPropagation()
        onCancel()
      }}
      onKeyDown={(event) => {
        // It may sit inside the profile dialog: keep Tab (and its trap) to this one.
        trapTabKey(event)
        event.stopPropagation()
      }}
      className={
        'm-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-zinc-900 shadow-2xl ' +
        'backdrop:bg-zinc-950/60 dark:bg-zinc-900 dark:text-zinc-50'
      }
    >
      {open ? (
        <>
          <h2 id={titleId} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          <p id={bodyId} className="mt-2 text-zinc-700 dark:text-zinc-300">
            {body}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" autoFocus onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </div>
        </>
      ) : null}
    </dialog>
  )
}

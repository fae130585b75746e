import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { DialogHeader } from './dialog-header.tsx'
import { ModalDialog } from './modal-dialog.tsx'

interface FormDialogProps {
  open: boolean
  title: string
  /** The close button's name ("Close"), from the caller's strings. */
  closeLabel: string
  onClose: () => void
  children: ReactNode
  /**
   * The dialog's actions, kept below the scrolling body: however long a list inside it,
   * they stay in view (issue 12: New group's Create and Cancel were cut off at 1280×800).
   */
  footer?: ReactNode
  /** A wider dialog for a long form (`lg`: 40rem). */
  size?: 'md' | 'lg'
}

/**
 * A centred modal dialog with a title bar, a scrolling body and a fixed footer: closed by
 * Escape, the backdrop or its close button, and focus goes back to whatever opened it.
 * Chat's dialogs and the club forms use it.
 */
export function FormDialog({
  open,
  title,
  closeLabel,
  onClose,
  children,
  footer,
  size = 'md',
}: FormDialogProps) {
  const titleId = useId()
  const opener = useRef<HTMLElement | null>(null)
  // A layout effect runs before the dialog's own effect opens it and moves focus inside.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement
  }, [open])
  const width = size === 'lg' ? 'w-[min(40rem,calc(100%-2rem))]' : 'w-[min(30rem,calc(100%-2rem))]'
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={() => {
        opener.current?.focus()
        opener.current = null
      }}
      labelledBy={titleId}
      className={
        `m-auto flex max-h-[min(44rem,calc(100dvh-2rem))] ${width} flex-col overflow-hidden rounded-2xl bg-white text-zinc-900 shadow-2xl ` +
        'backdrop:bg-zinc-950/60 dark:bg-zinc-900 dark:text-zinc-50'
      }
    >
      {open ? (
        <>
          <DialogHeader titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
          <div className="min-h-0 flex-1 overflow-y-auto p-5">{children}</div>
          {footer ? (
            <div className="border-t border-zinc-200 px-5 py-3 dark:border-zinc-800">{footer}</div>
          ) : null}
        </>
      ) : null}
    </ModalDialog>
  )
}

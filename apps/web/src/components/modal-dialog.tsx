import { useRef, type ReactNode } from 'react'
import { trapTabKey } from '../lib/focus-trap.ts'
import { useModalDialog } from './use-modal-dialog.ts'

interface ModalDialogProps {
  open: boolean
  /** Asked to close: Escape, or a click on the backdrop. */
  onClose: () => void
  /** Has closed: restore focus here. */
  onClosed: () => void
  labelledBy: string
  id?: string
  className: string
  children: ReactNode
}

/**
 * A native modal <dialog> driven by React state: the page behind is inert, Escape and a
 * backdrop click ask to close (through state, so React and the element agree), and Tab
 * stays inside. The main menu, the filter sheet and the profile card all use it.
 */
export function ModalDialog({
  open,
  onClose,
  onClosed,
  labelledBy,
  id,
  className,
  children,
}: ModalDialogProps) {
  const ref = useModalDialog(open, onClosed)
  // Where the press began: a click whose press began inside (on a menu button, whose menu
  // then covers the page) reaches the <dialog> itself as its target, yet is no backdrop click.
  const pressedBackdrop = useRef(false)
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget && pressedBackdrop.current) onClose()
      }}
      onKeyDown={trapTabKey}
      className={className}
    >
      {children}
    </dialog>
  )
}

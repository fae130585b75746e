import { useId, type ReactNode } from 'react'
import { trapTabKey } from '../../../lib/focus-trap.ts'
import { useModalDialog } from '../../../components/use-modal-dialog.ts'

interface SettingsDialogProps {
  open: boolean
  title: string
  /** Escape or a click on the backdrop. */
  onCancel: () => void
  /** It has closed: the caller puts focus back where it was. */
  onClosed: () => void
  children: ReactNode
  /** Wider for the profile preview. */
  size?: 'small' | 'large'
}

/** A modal <dialog> (page behind inert, focus trapped) with its title; settings' only kind. */
export function SettingsDialog(props: SettingsDialogProps) {
  const { open, title, onCancel, onClosed, children, size = 'small' } = props
  const ref = useModalDialog(open, onClosed)
  const titleId = useId()
  const width = size === 'large' ? 'sm:w-[36rem]' : 'sm:w-[28rem]'
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel()
      }}
      onKeyDown={trapTabKey}
      className={
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 ' +
        `text-zinc-900 shadow-2xl backdrop:bg-zinc-950/60 dark:bg-zinc-900 dark:text-zinc-50 ${width}`
      }
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}

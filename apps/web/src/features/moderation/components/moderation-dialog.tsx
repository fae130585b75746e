import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { DialogHeader } from '../../../components/dialog-header.tsx'
import { ModalDialog } from '../../../components/modal-dialog.tsx'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import '../messages.ts'

/**
 * The moderation dialogs' frame (report, hide, warn, suspend): modal and titled; Escape,
 * the backdrop or Cancel close it, and focus returns to the button that opened it.
 */
export function ModerationDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const titleId = useId()
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement
  }, [open])
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={() => opener.current?.focus()}
      labelledBy={titleId}
      className="m-auto w-[min(30rem,calc(100%-2rem))] overflow-hidden rounded-2xl bg-white text-zinc-900 shadow-2xl backdrop:bg-zinc-950/60 dark:bg-zinc-900 dark:text-zinc-50"
    >
      {open ? (
        <>
          <DialogHeader
            titleId={titleId}
            title={title}
            closeLabel={t('moderation.close')}
            onClose={onClose}
          />
          <div className="p-5">{children}</div>
        </>
      ) : null}
    </ModalDialog>
  )
}

/** Cancel, then the dialog's action. */
export function DialogButtons({
  onCancel,
  children,
}: {
  onCancel: () => void
  children: ReactNode
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('moderation.cancel')}
      </Button>
      {children}
    </div>
  )
}

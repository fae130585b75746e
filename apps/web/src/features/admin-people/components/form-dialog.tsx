import '../messages.ts'
import { useId, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/button.tsx'
import { DialogHeader } from '../../../components/dialog-header.tsx'
import { fieldErrorClass } from '../../../components/field-styles.ts'
import { ModalDialog } from '../../../components/modal-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'

interface FormDialogProps {
  open: boolean
  title: string
  description?: string
  /** The submit button; none for a dialog whose buttons are its content's. */
  submit?: { label: string; busyLabel: string; busy: boolean; disabled?: boolean }
  /** The server's or the form's refusal, said at the foot of the form. */
  error?: string | null
  onSubmit?: () => void
  onClose: () => void
  wide?: boolean
  children: ReactNode
}

/**
 * The People page's dialogs (account type, roles, suspension, invitation, import): a
 * modal form with its title, its fields, its error (announced) and Cancel then the action.
 * Focus goes back to what opened it when it closes (the native dialog's own behaviour).
 */
export function FormDialog(props: FormDialogProps) {
  const { open, title, description, submit, error, onSubmit, onClose, wide, children } = props
  const titleId = useId()
  const submitForm = (event: FormEvent) => {
    event.preventDefault()
    if (!submit?.busy) onSubmit?.()
  }
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={() => undefined}
      labelledBy={titleId}
      className={
        `m-auto flex max-h-[calc(100dvh-2rem)] flex-col ${wide ? 'w-[min(48rem,calc(100%-2rem))]' : 'w-[min(30rem,calc(100%-2rem))]'} ` +
        'overflow-hidden rounded-2xl bg-white p-0 text-zinc-900 shadow-2xl backdrop:bg-zinc-950/60 dark:bg-zinc-900 dark:text-zinc-50'
      }
    >
      {open ? (
        <form method="post" onSubmit={submitForm} noValidate className="flex min-h-0 flex-col">
          <DialogHeader
            titleId={titleId}
            title={title}
            closeLabel={t('people.close')}
            onClose={onClose}
          />
          <div className="flex min-h-0 flex-col gap-4 overflow-y-auto px-5 py-5">
            {description ? <p className="text-zinc-700 dark:text-zinc-300">{description}</p> : null}
            {children}
            <p role="alert" className={fieldErrorClass}>
              {error ?? ''}
            </p>
          </div>
          {submit ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-zinc-200 px-5 py-4 dark:border-zinc-800">
              <Button variant="secondary" onClick={onClose}>
                {t('people.cancel')}
              </Button>
              <Button type="submit" disabled={submit.disabled} aria-busy={submit.busy}>
                {submit.busy ? submit.busyLabel : submit.label}
              </Button>
            </div>
          ) : null}
        </form>
      ) : null}
    </ModalDialog>
  )
}

/** A failed call's sentence for the dialog's error line. */
export function failure(error: unknown): string | null {
  if (!error) return null
  const reason = error instanceof Error ? error.message : String(error)
  return t('people.failed', { reason })
}

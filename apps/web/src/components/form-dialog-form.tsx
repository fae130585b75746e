import type { ReactNode } from 'react'
import { FormDialog } from './form-dialog.tsx'
import { FormFooter } from './form-footer.tsx'

interface FormDialogFormProps {
  open: boolean
  title: string
  onClose: () => void
  /** The caller's words: the close button, Cancel, the submit button and it while sending. */
  labels: { close: string; cancel: string; submit: string; busy: string }
  busy: boolean
  /** What went wrong that no field shows (the server's refusal). */
  error?: string | undefined
  /** Sends the form: from the submit button, or Enter in a field. */
  onSubmit: () => void
  size?: 'md' | 'lg'
  children: ReactNode
}

/**
 * A dialog holding one form (a club's edit and request forms, the admin's new club, an
 * experience entry): the fields in a posting form that checks itself (`noValidate`: the
 * shared schema speaks, not the browser's bubbles), Cancel and submit kept in the footer.
 */
export function FormDialogForm({
  open,
  title,
  onClose,
  labels,
  busy,
  error,
  onSubmit,
  size,
  children,
}: FormDialogFormProps) {
  return (
    <FormDialog
      open={open}
      size={size}
      title={title}
      closeLabel={labels.close}
      onClose={onClose}
      footer={
        <FormFooter
          error={error}
          cancelLabel={labels.cancel}
          onCancel={onClose}
          submitLabel={labels.submit}
          busyLabel={labels.busy}
          busy={busy}
          onSubmit={onSubmit}
        />
      }
    >
      <form
        method="post"
        className="flex flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        {children}
      </form>
    </FormDialog>
  )
}

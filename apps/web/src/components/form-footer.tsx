import { Button } from './button.tsx'
import { fieldErrorClass } from './field-styles.ts'

interface FormFooterProps {
  /** What went wrong that no field shows (the server's refusal). */
  error?: string | undefined
  cancelLabel: string
  onCancel: () => void
  /** The submit button's label, and its label while the form is being sent. */
  submitLabel: string
  busyLabel: string
  busy: boolean
  onSubmit: () => void
}

/**
 * A dialog form's footer (a club's edit and request forms, the admin's new club): the form's
 * own error above Cancel and the submit button, which stays focusable while sending
 * (aria-disabled) so focus is not lost.
 */
export function FormFooter(props: FormFooterProps) {
  return (
    <div className="flex flex-col gap-2">
      {props.error ? (
        <p role="alert" className={fieldErrorClass}>
          {props.error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
        <Button
          aria-disabled={props.busy}
          onClick={() => {
            if (!props.busy) props.onSubmit()
          }}
        >
          {props.busy ? props.busyLabel : props.submitLabel}
        </Button>
      </div>
    </div>
  )
}

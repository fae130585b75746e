import { useId, type ComponentProps, type ReactNode } from 'react'
import { describedBy, FieldMessage } from './field-message.tsx'
import { fieldControlClass, fieldLabelClass } from './field-styles.ts'

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'onChange' | 'value'> {
  label: string
  /** The form's name for it (data-field), where focus goes when it holds the first error. */
  field: string
  value: string
  onChange: (value: string) => void
  hint?: string
  error?: string | undefined
  /** A control beside the input, such as a password's Show toggle. */
  after?: ReactNode
}

/**
 * A labelled input with its hint and the server's or the form's error beside it: the
 * settings and account forms, which hold plain strings and focus the first error by
 * data-field (dialog forms use labelled-fields.tsx).
 */
export function FormField({
  label,
  field,
  value,
  onChange,
  hint,
  error,
  after,
  className = '',
  ...props
}: FormFieldProps) {
  const id = useId()
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  const input = (
    <input
      id={id}
      data-field={field}
      value={value}
      onChange={(event) => {
        onChange(event.target.value)
      }}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, hint, error)}
      className={fieldControlClass}
      {...props}
    />
  )
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {after ? (
        <div className="flex gap-2">
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      <FieldMessage {...ids} hint={hint} error={error} />
    </div>
  )
}

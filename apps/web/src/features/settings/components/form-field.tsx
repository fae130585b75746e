import { useId, type ComponentProps } from 'react'
import type { FormFieldName } from '../form-errors.ts'
import { describedBy, FieldMessage } from './field-message.tsx'
import { controlClass, labelClass } from './form-styles.ts'

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'onChange' | 'value'> {
  label: string
  field: FormFieldName
  value: string
  onChange: (value: string) => void
  hint?: string
  error?: string | undefined
}

/** A labelled input with its hint and the server's or the form's error beside it. */
export function FormField({
  label,
  field,
  value,
  onChange,
  hint,
  error,
  className = '',
  ...props
}: FormFieldProps) {
  const id = useId()
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        data-field={field}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={controlClass}
        {...props}
      />
      <FieldMessage {...ids} hint={hint} error={error} />
    </div>
  )
}

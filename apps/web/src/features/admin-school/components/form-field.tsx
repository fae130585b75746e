import { useId, type ComponentProps } from 'react'
import {
  fieldControlClass,
  fieldErrorClass,
  fieldHintClass,
  fieldLabelClass,
} from '../../../components/field-styles.ts'

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string
  hint?: string | undefined
  error?: string | undefined
  /** The schema path the field edits; focus goes to the first one with an error. */
  field: string
}

/** A labelled input with its hint and the shared schema's error, tied by aria. */
export function FormField({ label, hint, error, field, className = '', ...props }: FieldProps) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        data-field={field}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        className={fieldControlClass}
        {...props}
      />
      {hint ? (
        <span id={`${id}-hint`} className={fieldHintClass}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </span>
      ) : null}
    </div>
  )
}

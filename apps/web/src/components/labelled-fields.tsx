import { useId, type ComponentProps, type ReactNode } from 'react'
import {
  fieldControlClass,
  fieldErrorClass,
  fieldHintClass,
  fieldLabelClass,
} from './field-styles.ts'

interface FieldProps {
  label: string
  error?: string | undefined
  hint?: string | undefined
  children: (control: {
    id: string
    'aria-invalid': boolean
    'aria-describedby': string | undefined
  }) => ReactNode
}

/** A labelled control with its hint and its error, tied to it for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={fieldHintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string
  error?: string | undefined
  hint?: string | undefined
}

/** A text input field with its label, hint and error (the forms' one shape). */
export function InputField({ label, error, hint, ...props }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...control} className={fieldControlClass} {...props} />}
    </Field>
  )
}

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string
  error?: string | undefined
  hint?: string | undefined
}

export function TextAreaField({ label, error, hint, ...props }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <textarea {...control} rows={4} className={`${fieldControlClass} resize-y`} {...props} />
      )}
    </Field>
  )
}

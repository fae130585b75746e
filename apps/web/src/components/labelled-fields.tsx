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
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(id, hint, error),
      })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

/**
 * A control's hint and error under it, as `${id}-hint` and `${id}-error` for its
 * `aria-describedby` (`describedBy` builds it).
 */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string
  hint?: string | undefined
  error?: string | undefined
}) {
  return (
    <>
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
    </>
  )
}

/** The `aria-describedby` of a control with `FieldNotes` (undefined when it has none). */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return described.length > 0 ? described.join(' ') : undefined
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

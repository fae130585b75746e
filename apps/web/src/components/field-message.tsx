import { fieldErrorClass, fieldHintClass } from './field-styles.ts'

interface FieldMessageProps {
  hintId: string
  errorId: string
  hint?: string | undefined
  error?: string | undefined
}

/** A field's hint and its error, ids ready for aria-describedby. */
export function FieldMessage({ hintId, errorId, hint, error }: FieldMessageProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={fieldHintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </>
  )
}

/** The ids a control should be described by, given which messages exist. */
export function describedBy(
  ids: { hintId: string; errorId: string },
  hint?: string,
  error?: string,
) {
  const list = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean)
  return list.length > 0 ? list.join(' ') : undefined
}

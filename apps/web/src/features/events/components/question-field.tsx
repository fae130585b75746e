import { EVENT_ANSWER_MAX, type EventQuestion } from '@quad/shared'
import {
  fieldControlClass,
  fieldErrorClass,
  fieldLabelClass,
} from '../../../components/field-styles.ts'

export type Answer = string | string[]

interface QuestionFieldProps {
  question: EventQuestion
  value: Answer | undefined
  error: string | undefined
  onChange: (value: Answer) => void
}

/** One registration question: a text box, one choice (radios) or several (checkboxes). */
export function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  const id = `question-${question.id}`
  const errorId = `${id}-error`
  const label = `${question.label}${question.required ? ' *' : ''}`
  const errorLine = error ? (
    <span id={errorId} className={fieldErrorClass}>
      {error}
    </span>
  ) : null
  if (question.kind === 'text') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={fieldLabelClass}>
          {label}
        </label>
        <textarea
          id={id}
          rows={2}
          maxLength={EVENT_ANSWER_MAX}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={question.required}
          onChange={(event) => {
            onChange(event.target.value)
          }}
          className={fieldControlClass}
        />
        {errorLine}
      </div>
    )
  }
  const isMultiple = question.kind === 'multiple'
  const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-1"
    >
      <legend className={`${fieldLabelClass} mb-1`}>{label}</legend>
      {question.options.map((option) => (
        <label
          key={option}
          className="flex min-h-11 items-center gap-3 text-zinc-900 dark:text-zinc-50"
        >
          <input
            type={isMultiple ? 'checkbox' : 'radio'}
            name={id}
            value={option}
            checked={chosen.includes(option)}
            onChange={(event) => {
              if (!isMultiple) onChange(option)
              else
                onChange(
                  event.target.checked
                    ? [...chosen, option]
                    : chosen.filter((item) => item !== option),
                )
            }}
            className="size-5 accent-school"
          />
          {option}
        </label>
      ))}
      {errorLine}
    </fieldset>
  )
}

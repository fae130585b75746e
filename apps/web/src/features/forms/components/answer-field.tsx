import '../messages.ts'
import type { FormAnswer, FormQuestion } from '@quad/shared'
import { useId, type ReactNode } from 'react'
import {
  fieldControlClass,
  fieldHintClass,
  fieldLabelClass,
} from '../../../components/field-styles.ts'
import { describedBy, FieldNotes } from '../../../components/labelled-fields.tsx'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { FileAnswer } from './file-answer.tsx'

interface AnswerFieldProps {
  question: FormQuestion
  value: FormAnswer | undefined
  error: string | undefined
  onChange: (value: FormAnswer) => void
}

const choiceClass = 'flex min-h-11 items-center gap-3 rounded-lg px-2'

interface Labelled {
  id: string
  label: string
  question: FormQuestion
  error: string | undefined
}

/**
 * A question answered by a group of radio buttons (a radio group, which can say it is
 * required) or check boxes (a plain group: its label says it): its legend and notes.
 */
function QuestionGroup({
  id,
  label,
  question,
  error,
  onClear,
  children,
}: Labelled & { onClear: (() => void) | null; children: ReactNode }) {
  const radios = question.kind !== 'multi_choice'
  return (
    <fieldset
      className="flex flex-col gap-1"
      {...(radios && { role: 'radiogroup', 'aria-required': question.required })}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy(id, question.help, error)}
    >
      <legend className={`${fieldLabelClass} mb-1`}>{label}</legend>
      {children}
      {onClear ? (
        // An optional question answered by a radio button can be left unanswered again.
        <div>
          <Button
            variant="secondary"
            aria-label={t('forms.clearChoice', { question: question.label })}
            onClick={onClear}
          >
            {t('forms.clear')}
          </Button>
        </div>
      ) : null}
      <FieldNotes id={id} hint={question.help} error={error} />
    </fieldset>
  )
}

/**
 * One question as the student answers it: a text box, a paragraph, radio buttons, check
 * boxes, a scale of radio buttons between its labels, a date, or a file to upload. Its label says whether it
 * is required; the help and the error are tied to the control.
 */
export function AnswerField({ question, value, error, onChange }: AnswerFieldProps) {
  const id = useId()
  const label = question.required ? `${question.label} ${t('forms.requiredMark')}` : question.label
  const answered = value !== undefined && value !== ''
  const clear =
    !question.required && answered && question.kind !== 'multi_choice'
      ? () => {
          onChange('')
        }
      : null
  const group = { id, label, question, error, onClear: clear }
  switch (question.kind) {
    case 'file':
      return <FileAnswer question={question} label={label} error={error} onChange={onChange} />
    case 'short_text':
    case 'long_text':
    case 'date': {
      const control = {
        id,
        value: typeof value === 'string' ? value : '',
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(id, question.help, error),
        'aria-required': question.required,
      }
      return (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className={fieldLabelClass}>
            {label}
          </label>
          {question.kind === 'long_text' ? (
            <textarea
              {...control}
              rows={4}
              className={`${fieldControlClass} resize-y`}
              onChange={(event) => {
                onChange(event.target.value)
              }}
            />
          ) : (
            <input
              {...control}
              type={question.kind === 'date' ? 'date' : 'text'}
              className={fieldControlClass}
              onChange={(event) => {
                onChange(event.target.value)
              }}
            />
          )}
          <FieldNotes id={id} hint={question.help} error={error} />
        </div>
      )
    }
    case 'choice':
    case 'multi_choice': {
      const many = question.kind === 'multi_choice'
      const chosen = Array.isArray(value) ? value : []
      return (
        <QuestionGroup {...group}>
          {question.options.map((option) => (
            <label key={option} className={choiceClass}>
              <input
                type={many ? 'checkbox' : 'radio'}
                name={id}
                className="size-5"
                checked={many ? chosen.includes(option) : value === option}
                onChange={(event) => {
                  if (!many) onChange(option)
                  else
                    onChange(
                      event.target.checked
                        ? [...chosen, option]
                        : chosen.filter((other) => other !== option),
                    )
                }}
              />
              {option}
            </label>
          ))}
        </QuestionGroup>
      )
    }
    case 'scale': {
      const points = Array.from(
        { length: question.max - question.min + 1 },
        (_, i) => question.min + i,
      )
      return (
        <QuestionGroup {...group}>
          <div className="flex flex-wrap items-center gap-2">
            {question.minLabel ? (
              <span id={`${id}-min`} className={fieldHintClass}>
                {question.minLabel}
              </span>
            ) : null}
            {points.map((point) => (
              <label
                key={point}
                className="flex min-h-11 min-w-11 flex-col items-center justify-center gap-1"
              >
                <input
                  type="radio"
                  name={id}
                  className="size-5"
                  checked={value === point}
                  // The end labels say what the lowest and highest points mean.
                  aria-describedby={
                    point === question.min && question.minLabel
                      ? `${id}-min`
                      : point === question.max && question.maxLabel
                        ? `${id}-max`
                        : undefined
                  }
                  onChange={() => {
                    onChange(point)
                  }}
                />
                <span className="text-sm tabular-nums">{point}</span>
              </label>
            ))}
            {question.maxLabel ? (
              <span id={`${id}-max`} className={fieldHintClass}>
                {question.maxLabel}
              </span>
            ) : null}
          </div>
        </QuestionGroup>
      )
    }
  }
}

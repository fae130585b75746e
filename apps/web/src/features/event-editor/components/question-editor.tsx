import type { EventQuestion } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { Field, InputField } from '../../../components/labelled-fields.tsx'
import type { FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'

interface QuestionEditorProps {
  question: EventQuestion
  index: number
  count: number
  errors: FormErrors
  onChange: (question: EventQuestion) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}

const KINDS = ['text', 'choice', 'multiple'] as const
const KIND_LABELS = {
  text: 'eventEditor.kindText',
  choice: 'eventEditor.kindChoice',
  multiple: 'eventEditor.kindMultiple',
} as const

/** One question: its text, kind, choices (one per line), required, and its place in the list. */
export function QuestionEditor(props: QuestionEditorProps) {
  const { question, index, count, errors, onChange, onMove, onRemove } = props
  const n = index + 1
  const prefix = `questions.${String(index)}`
  const optionsError = Object.entries(errors).find(([key]) => key.startsWith(`${prefix}.options`))
  return (
    <li
      data-question={question.id}
      className="flex flex-col gap-3 rounded-2xl border border-zinc-300 p-4 dark:border-zinc-700"
    >
      <h3 className="font-semibold">{t('eventEditor.question', { n })}</h3>
      <InputField
        label={t('eventEditor.questionLabel', { n })}
        error={errors[`${prefix}.label`]}
        data-field={`${prefix}.label`}
        value={question.label}
        onChange={(event) => {
          onChange({ ...question, label: event.target.value })
        }}
      />
      <Field label={t('eventEditor.questionKind', { n })} error={errors[`${prefix}.kind`]}>
        {(control) => (
          <select
            {...control}
            value={question.kind}
            onChange={(event) => {
              const kind = KINDS.find((k) => k === event.target.value) ?? 'text'
              onChange({ ...question, kind, options: kind === 'text' ? [] : question.options })
            }}
            className={fieldControlClass}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        )}
      </Field>
      {question.kind === 'text' ? null : (
        <Field
          label={t('eventEditor.questionOptions', { n })}
          hint={t('eventEditor.questionOptionsHint')}
          error={optionsError?.[1]}
        >
          {(control) => (
            <textarea
              {...control}
              data-field={`${prefix}.options`}
              rows={3}
              value={question.options.join('\n')}
              onChange={(event) => {
                onChange({ ...question, options: event.target.value.split('\n') })
              }}
              className={`${fieldControlClass} resize-y`}
            />
          )}
        </Field>
      )}
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5 accent-zinc-900 dark:accent-zinc-100"
          checked={question.required}
          onChange={(event) => {
            onChange({ ...question, required: event.target.checked })
          }}
        />
        {t('eventEditor.questionRequired')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          data-move="-1"
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span>
          <span className="sr-only">{t('eventEditor.questionUp', { n })}</span>
        </Button>
        <Button
          variant="secondary"
          data-move="1"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span>
          <span className="sr-only">{t('eventEditor.questionDown', { n })}</span>
        </Button>
        <Button variant="secondary" onClick={onRemove}>
          {t('eventEditor.questionRemove', { n })}
        </Button>
      </div>
    </li>
  )
}

import '../messages.ts'
import type { FormQuestionKind } from '@quad/shared'
import { Field, InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { OrderButtons } from '../../../components/order-buttons.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { optionsError, type DraftQuestion } from '../draft.ts'

/** The kinds an event's registration asks (decision 113): a form's, but a file. */
export const REGISTRATION_KINDS = [
  'short_text',
  'long_text',
  'choice',
  'multi_choice',
  'scale',
  'date',
] as const satisfies readonly FormQuestionKind[]

/** Every kind a form's question may be. */
export const FORM_KINDS: readonly FormQuestionKind[] = [...REGISTRATION_KINDS, 'file']

interface QuestionEditorProps<K extends FormQuestionKind> {
  question: DraftQuestion<K>
  /** The kinds offered (an event's registration asks no file: decision 113). */
  kinds: readonly K[]
  /** 1-based, across the form: how the question is named to a screen reader. */
  n: number
  index: number
  count: number
  /** Where its errors are (`sections.0.questions.2`). */
  at: string
  errors: Record<string, string>
  /** Answered already: the question stays as it was answered (decision 110). */
  locked: boolean
  onChange: (question: DraftQuestion<K>) => void
  onMove: (step: -1 | 1) => void
  onRemove: () => void
}

/** One question of the builder: its wording, answer type, options or scale, and place. */
export function QuestionEditor<K extends FormQuestionKind>({
  question,
  kinds,
  n,
  index,
  count,
  at,
  errors,
  locked,
  onChange,
  onMove,
  onRemove,
}: QuestionEditorProps<K>) {
  const set = (patch: Partial<DraftQuestion<K>>) => {
    onChange({ ...question, ...patch })
  }
  const choices = question.kind === 'choice' || question.kind === 'multi_choice'
  return (
    <fieldset
      disabled={locked}
      className="flex flex-col gap-3 rounded-xl border border-zinc-300 p-4 dark:border-zinc-700"
    >
      <legend className="px-1 text-base font-semibold">{t('forms.questionLegend', { n })}</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <InputField
          label={t('forms.questionLabel')}
          value={question.label}
          data-question={question.key}
          data-field={`${at}.label`}
          error={errors[`${at}.label`] ?? errors[`${at}.id`]}
          onChange={(event) => {
            set({ label: event.target.value })
          }}
        />
        <Field label={t('forms.kindLabel')} error={errors[`${at}.kind`]}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={question.kind}
              onChange={(event) => {
                set({ kind: event.target.value as K })
              }}
            >
              {kinds.map((kind: FormQuestionKind) => (
                <option key={kind} value={kind}>
                  {t(`forms.kind.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <InputField
        label={t('forms.questionHelp')}
        value={question.help}
        error={errors[`${at}.help`]}
        onChange={(event) => {
          set({ help: event.target.value })
        }}
      />
      {choices ? (
        <TextAreaField
          label={t('forms.optionsLabel')}
          hint={t('forms.optionsHint')}
          value={question.options}
          data-field={`${at}.options`}
          error={optionsError(errors, at)}
          onChange={(event) => {
            set({ options: event.target.value })
          }}
        />
      ) : null}
      {question.kind === 'scale' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <ScaleEnd
            label={t('forms.scaleMin')}
            value={question.min}
            values={[0, 1]}
            error={errors[`${at}.min`]}
            onChange={(min) => {
              set({ min })
            }}
          />
          <ScaleEnd
            label={t('forms.scaleMax')}
            value={question.max}
            values={[2, 3, 4, 5, 6, 7, 8, 9, 10]}
            error={errors[`${at}.max`]}
            onChange={(max) => {
              set({ max })
            }}
          />
          <InputField
            label={t('forms.scaleMinLabel')}
            value={question.minLabel}
            error={errors[`${at}.minLabel`]}
            onChange={(event) => {
              set({ minLabel: event.target.value })
            }}
          />
          <InputField
            label={t('forms.scaleMaxLabel')}
            value={question.maxLabel}
            error={errors[`${at}.maxLabel`]}
            onChange={(event) => {
              set({ maxLabel: event.target.value })
            }}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={question.required}
            onChange={(event) => {
              set({ required: event.target.checked })
            }}
          />
          {t('forms.required')}
        </label>
        <OrderButtons
          index={index}
          count={count}
          labels={{
            up: t('forms.moveUp', { n }),
            down: t('forms.moveDown', { n }),
            remove: t('forms.removeQuestion', { n }),
          }}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
    </fieldset>
  )
}

function ScaleEnd({
  label,
  value,
  values,
  error,
  onChange,
}: {
  label: string
  value: number
  values: readonly number[]
  error: string | undefined
  onChange: (value: number) => void
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className={fieldControlClass}
          value={value}
          onChange={(event) => {
            onChange(Number(event.target.value))
          }}
        >
          {values.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

import type { ClubInfoItem, ClubQuestionType } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { Field, InputField } from '../../../components/labelled-fields.tsx'
import { t } from '../../../lib/i18n/t.ts'

const TYPES: readonly ClubQuestionType[] = ['TEXT', 'DATE', 'URL']
const INPUT_TYPE = { TEXT: 'text', DATE: 'date', URL: 'url' } as const

interface InfoQuestionsProps {
  items: ClubInfoItem[]
  onChange: (items: ClubInfoItem[]) => void
  /** Errors by path (`additionalInfo.0.answer`). */
  errors: Record<string, string>
}

/**
 * Spec 3 "Club about response": the club's additional-information questions, each with
 * its type (text, a date, a web address) and answer, added and removed in place.
 */
export function InfoQuestions({ items, onChange, errors }: InfoQuestionsProps) {
  const update = (index: number, change: Partial<ClubInfoItem>) => {
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)))
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold">{t('clubs.edit.questions')}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('clubs.edit.noQuestions')}</p>
      ) : null}
      {items.map((item, index) => {
        const path = `additionalInfo.${String(index)}`
        const number = String(index + 1)
        return (
          <div
            key={index}
            className="flex flex-col gap-3 rounded-xl border border-zinc-300 p-3 dark:border-zinc-700"
          >
            <InputField
              label={t('clubs.edit.question', { number })}
              value={item.question}
              error={errors[`${path}.question`]}
              onChange={(event) => {
                update(index, { question: event.target.value })
              }}
            />
            <Field label={t('clubs.edit.questionType', { number })}>
              {(control) => (
                <select
                  {...control}
                  value={item.questionType}
                  className={fieldControlClass}
                  onChange={(event) => {
                    const type = TYPES.find((value) => value === event.target.value) ?? 'TEXT'
                    update(index, { questionType: type })
                  }}
                >
                  {TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`clubs.edit.type${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <InputField
              label={t('clubs.edit.answer', { number })}
              type={INPUT_TYPE[item.questionType]}
              value={item.answer}
              error={errors[`${path}.answer`]}
              onChange={(event) => {
                update(index, { answer: event.target.value })
              }}
            />
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  onChange(items.filter((_, i) => i !== index))
                }}
              >
                {t('clubs.edit.removeQuestion', { number })}
              </Button>
            </div>
          </div>
        )
      })}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            onChange([...items, { question: '', questionType: 'TEXT', answer: '' }])
          }}
        >
          {t('clubs.edit.addQuestion')}
        </Button>
      </div>
    </fieldset>
  )
}

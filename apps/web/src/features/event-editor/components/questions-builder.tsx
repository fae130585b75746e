import { EVENT_QUESTIONS_MAX } from '@quad/shared'
import { flushSync } from 'react-dom'
import { Button } from '../../../components/button.tsx'
import { fieldHintClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { moved } from '../../../lib/list-order.ts'
import { newQuestion, QuestionEditor, REGISTRATION_KINDS } from '../../forms/index.ts'
import type { RegistrationDraft } from '../form-values.ts'
import type { EventFormApi } from '../use-event-form.ts'
import { FormPart } from './form-part.tsx'

/**
 * Registration questions (decision 113): a form's questions, built with the forms'
 * question editor (short and long text, one or several choices, a scale, a date; no file),
 * each required or not, in order.
 */
export function QuestionsBuilder({ form }: { form: EventFormApi }) {
  const { values, errors, set } = form
  const questions = values.questions
  const add = () => {
    const added: RegistrationDraft = newQuestion('short_text')
    flushSync(() => {
      set('questions', [...questions, added])
    })
    document.querySelector<HTMLElement>(`[data-question="${String(added.key)}"]`)?.focus()
  }
  return (
    <FormPart title={t('eventEditor.questions')}>
      <p className={fieldHintClass} data-field="questions" tabIndex={-1}>
        {questions.length === 0 ? t('eventEditor.questionsNone') : t('eventEditor.questionsHint')}
      </p>
      {errors['questions'] ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors['questions']}</p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {questions.map((question, index) => (
          <li key={question.key}>
            <QuestionEditor
              question={question}
              kinds={REGISTRATION_KINDS}
              n={index + 1}
              index={index}
              count={questions.length}
              at={`questions.${String(index)}`}
              errors={errors}
              locked={false}
              onChange={(changed) => {
                set(
                  'questions',
                  questions.map((q) => (q.key === changed.key ? changed : q)),
                )
              }}
              onMove={(step) => {
                set('questions', moved(questions, index, step))
              }}
              onRemove={() => {
                flushSync(() => {
                  set(
                    'questions',
                    questions.filter((q) => q.key !== question.key),
                  )
                })
                // The question and its buttons are gone: focus goes to "Add a question".
                document.querySelector<HTMLElement>('[data-add-question]')?.focus()
              }}
            />
          </li>
        ))}
      </ol>
      {questions.length < EVENT_QUESTIONS_MAX ? (
        <Button variant="secondary" className="self-start" data-add-question onClick={add}>
          {t('eventEditor.questionAdd')}
        </Button>
      ) : null}
    </FormPart>
  )
}

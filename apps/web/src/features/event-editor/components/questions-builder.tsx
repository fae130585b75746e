import { EVENT_QUESTIONS_MAX, type EventQuestion } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { fieldHintClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import type { EventFormApi } from '../use-event-form.ts'
import { FormPart } from './form-part.tsx'
import { QuestionEditor } from './question-editor.tsx'

function newQuestion(): EventQuestion {
  return { id: crypto.randomUUID(), label: '', kind: 'text', options: [], required: false }
}

/** Registration questions: text, one choice or several; each required or not, in order. */
export function QuestionsBuilder({ form }: { form: EventFormApi }) {
  const { values, errors, set } = form
  const questions = values.questions
  const update = (next: EventQuestion[]) => {
    set('questions', next)
  }
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions]
    const [moved] = next.splice(index, 1)
    if (!moved) return
    next.splice(index + by, 0, moved)
    update(next)
    // Focus follows the question to its new place, so the keyboard user keeps their spot.
    queueMicrotask(() => {
      document
        .querySelector<HTMLElement>(`[data-question="${moved.id}"] [data-move="${String(by)}"]`)
        ?.focus()
    })
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
          <QuestionEditor
            key={question.id}
            question={question}
            index={index}
            count={questions.length}
            errors={errors}
            onChange={(changed) => {
              update(questions.map((q) => (q.id === question.id ? changed : q)))
            }}
            onMove={(by) => {
              move(index, by)
            }}
            onRemove={() => {
              update(questions.filter((q) => q.id !== question.id))
            }}
          />
        ))}
      </ol>
      {questions.length < EVENT_QUESTIONS_MAX ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            const added = newQuestion()
            update([...questions, added])
            queueMicrotask(() => {
              document.querySelector<HTMLElement>(`[data-question="${added.id}"] input`)?.focus()
            })
          }}
        >
          {t('eventEditor.questionAdd')}
        </Button>
      ) : null}
    </FormPart>
  )
}

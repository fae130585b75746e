import { isEventFull, RsvpBody, type EventDetail, type EventQuestion } from '@quad/shared'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/button.tsx'
import { schemaErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { QuestionField, type Answer } from './question-field.tsx'

interface RegistrationFormProps {
  event: Pick<EventDetail, 'questions' | 'viewerAnswers' | 'capacity' | 'goingCount'>
  /** The server's 400s by field (`answers.<id>`), after sending. */
  serverErrors: FormErrors
  isSaving: boolean
  onSubmit: (answers: Record<string, Answer>) => void
  onCancel: () => void
}

/**
 * The organisers' questions, answered before going (issue 15 item 1). Checked with the
 * shared RsvpBody, and required ones here too, so a missing answer is named before sending.
 */
export function RegistrationForm({
  event,
  serverErrors,
  isSaving,
  onSubmit,
  onCancel,
}: RegistrationFormProps) {
  const [answers, setAnswers] = useState<Record<string, Answer>>(event.viewerAnswers ?? {})
  const [errors, setErrors] = useState<FormErrors>({})
  const shown = { ...serverErrors, ...errors }
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault()
    const found = {
      ...schemaErrors(RsvpBody, { status: 'going', answers }),
      ...missing(event.questions, answers),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      const first = event.questions.find((question) => found[`answers.${question.id}`])
      if (first) document.getElementById(`question-${first.id}`)?.focus()
      return
    }
    onSubmit(answers)
  }
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="event-questions"
      className="mt-4 flex flex-col gap-4"
    >
      <div>
        <h3 id="event-questions" className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
          {t('events.questionsTitle')}
        </h3>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('events.questionsIntro')}</p>
      </div>
      {event.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[question.id]}
          error={shown[`answers.${question.id}`]}
          onChange={(value) => {
            setAnswers((current) => ({ ...current, [question.id]: value }))
          }}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving
            ? t('events.saving')
            : // A full event takes the answer onto its waitlist: say so (issue 30 bug 3).
              isEventFull(event)
              ? t('events.joinWaitlist')
              : t('events.confirmGoing')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('events.cancelAnswer')}
        </Button>
      </div>
    </form>
  )
}

function missing(questions: EventQuestion[], answers: Record<string, Answer>): FormErrors {
  const errors: FormErrors = {}
  for (const question of questions) {
    const answer = answers[question.id]
    const isEmpty =
      answer === undefined || (Array.isArray(answer) ? answer.length === 0 : !answer.trim())
    if (question.required && isEmpty) errors[`answers.${question.id}`] = t('events.required')
  }
  return errors
}

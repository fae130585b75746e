import {
  formAnswerIssues,
  isEventFull,
  oneSection,
  type EventDetail,
  type RsvpAnswers,
} from '@quad/shared'
import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '../../../components/button.tsx'
import type { FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { AnswerField, errorsOf, focusFirstInvalid } from '../../forms/index.ts'

interface RegistrationFormProps {
  event: Pick<EventDetail, 'questions' | 'viewerAnswers' | 'capacity' | 'goingCount'>
  /** The server's 400s by field (`answers.<id>`), after sending. */
  serverErrors: FormErrors
  isSaving: boolean
  onSubmit: (answers: RsvpAnswers) => void
  onCancel: () => void
}

/**
 * The organisers' questions, answered before going (issue 15 item 1): a form's questions,
 * each drawn by the forms' answer field and checked by the forms' shared rules (decision
 * 113), so a missing or unfitting answer is named beside its question before sending.
 */
export function RegistrationForm({
  event,
  serverErrors,
  isSaving,
  onSubmit,
  onCancel,
}: RegistrationFormProps) {
  const [answers, setAnswers] = useState<RsvpAnswers>(event.viewerAnswers ?? {})
  const [errors, setErrors] = useState<FormErrors>({})
  const formRef = useRef<HTMLFormElement>(null)
  const shown = { ...serverErrors, ...errors }
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault()
    const { answers: kept, issues } = formAnswerIssues(oneSection(event.questions), answers)
    // Drawn at once, so the first question to change takes focus, its message with it.
    flushSync(() => {
      setErrors(errorsOf(issues))
    })
    if (issues.length > 0) {
      focusFirstInvalid(formRef.current)
      return
    }
    onSubmit(kept)
  }
  return (
    <form
      ref={formRef}
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
        <AnswerField
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

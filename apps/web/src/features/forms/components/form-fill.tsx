import '../messages.ts'
import { formAnswerIssues, type Form, type FormAnswer } from '@quad/shared'
import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '../../../components/button.tsx'
import { fieldErrorClass, fieldHintClass } from '../../../components/field-styles.ts'
import { serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useAnswerForm } from '../api.ts'
import { errorsOf, focusFirstInvalid } from '../answer-issues.ts'
import { AnswerField } from './answer-field.tsx'

/**
 * A form as those it goes to answer it (issue 37 item 1, decision 110): its sections and
 * questions, every problem named beside its question before anything is sent (the shared
 * `formAnswerIssues`), then a thank-you (and "Answer again" where many answers are taken).
 * Its managers see it as a preview.
 */
export function FormFill({ form }: { form: Form }) {
  const [answers, setAnswers] = useState<Record<string, FormAnswer>>({})
  const [errors, setErrors] = useState<FormErrors>({})
  const [sent, setSent] = useState(false)
  const send = useAnswerForm(form.id)
  const thanks = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  async function submit() {
    const { answers: kept, issues } = formAnswerIssues(form.sections, answers)
    // Drawn at once, so the first question to change takes focus, its message with it.
    flushSync(() => {
      setErrors(errorsOf(issues))
    })
    if (issues.length > 0) {
      focusFirstInvalid(formRef.current)
      return
    }
    try {
      await send.mutateAsync(kept)
      // Drawn at once, so the thank-you is there to take focus (a frame later it might not
      // be yet: the render after an await is scheduled, and a busy machine ran it late).
      flushSync(() => {
        setSent(true)
        setAnswers({})
      })
      thanks.current?.focus()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }

  if (sent) {
    return (
      <section aria-labelledby="form-thanks" className="flex flex-col items-start gap-3">
        <h2 id="form-thanks" ref={thanks} tabIndex={-1} className="text-xl font-semibold">
          {t('forms.thanksTitle')}
        </h2>
        <p>{t('forms.thanksBody')}</p>
        {form.responsesPerPerson === 'many' ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSent(false)
            }}
          >
            {t('forms.thanksAgain')}
          </Button>
        ) : null}
      </section>
    )
  }
  const preview = !form.viewer.canRespond
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {preview ? (
        <p className="rounded-lg bg-zinc-100 p-3 font-medium dark:bg-zinc-800">
          {form.viewerResponses > 0 && form.responsesPerPerson === 'one'
            ? t('forms.alreadyAnswered')
            : form.viewer.manage
              ? t('forms.managePreview')
              : t('forms.notTaking')}
        </p>
      ) : (
        <p className={fieldHintClass}>
          {form.anonymous ? t('forms.anonymousNote') : t('forms.namedNote')}
        </p>
      )}
      <fieldset disabled={preview} className="flex flex-col gap-8">
        {form.sections.map((section, s) => (
          <section key={s} className="flex flex-col gap-5">
            {section.title ? <h2 className="text-lg font-semibold">{section.title}</h2> : null}
            {section.description ? (
              <p className="whitespace-pre-line">{section.description}</p>
            ) : null}
            {section.questions.map((question) => (
              <AnswerField
                key={question.id}
                question={question}
                value={answers[question.id]}
                error={errors[`answers.${question.id}`]}
                onChange={(value) => {
                  setAnswers({ ...answers, [question.id]: value })
                }}
              />
            ))}
          </section>
        ))}
      </fieldset>
      {errors['form'] ? (
        <p role="alert" className={fieldErrorClass}>
          {errors['form']}
        </p>
      ) : null}
      {preview ? null : (
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('forms.sending') : t('forms.submit')}
          </Button>
        </div>
      )}
    </form>
  )
}

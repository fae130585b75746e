import '../messages.ts'
import { formDefinitionIssues, FormBody, FORM_SECTIONS_MAX, type Form } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass, fieldErrorClass } from '../../../components/field-styles.ts'
import { Field, InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { moved } from '../../../lib/list-order.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { formEventChoicesQuery, useFormStatus, useSaveForm } from '../api.ts'
import {
  bodyOf,
  draftOf,
  emptyDraft,
  newQuestion,
  newSection,
  type Draft,
  type DraftQuestion,
  type DraftSection,
} from '../draft.ts'
import { FORM_KINDS, QuestionEditor } from './question-editor.tsx'

interface FormBuilderProps {
  /** The club whose form it is; null for the school's own (it goes to everyone). */
  clubId: string | null
  /** The form being changed; null for a new one. */
  form: Form | null
  /** Where a saved form leads (the club's Manage area). */
  doneHref: string
}

/**
 * The form builder (issue 37 item 1, decision 110): title, who answers and how, then
 * sections of questions. The shared schema and `formDefinitionIssues` check it before it
 * is sent, and every problem shows beside its field.
 */
export function FormBuilder({ clubId, form, doneHref }: FormBuilderProps) {
  const [draft, setDraft] = useState<Draft>(() =>
    form ? draftOf(form) : emptyDraft(clubId === null ? 'school' : 'club'),
  )
  const [errors, setErrors] = useState<FormErrors>({})
  // A new form saved once is a change from then on (its opening may still have failed).
  const [savedId, setSavedId] = useState(form?.id ?? null)
  const save = useSaveForm(clubId)
  const status = useFormStatus()
  const navigate = useNavigate()
  // A club's form goes to one of its own events; the school's to any of the school's.
  const events = useQuery({
    ...formEventChoicesQuery(clubId),
    enabled: draft.audience === 'event',
  })
  // Answered already: the questions and how answers are taken stay (the server says 409).
  const locked = (form?.responseCount ?? 0) > 0
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch })
  }
  const setSection = (key: number, change: (section: DraftSection) => DraftSection) => {
    setDraft({
      ...draft,
      sections: draft.sections.map((section) => (section.key === key ? change(section) : section)),
    })
  }

  async function submit(open: boolean) {
    const body = bodyOf(draft)
    const invalid = schemaErrors(FormBody, body)
    for (const issue of formDefinitionIssues(body)) invalid[issue.path] ??= issue.message
    setErrors(invalid)
    const count = Object.keys(invalid).length
    if (count > 0) {
      toast(t('forms.fixErrors', { count }), { type: 'Error' })
      return
    }
    try {
      const saved = await save.mutateAsync({ formId: savedId, body: FormBody.parse(body) })
      setSavedId(saved.id)
      if (open) await status.mutateAsync({ formId: saved.id, status: 'open' })
      toast(open ? t('forms.opened', { title: saved.title }) : t('forms.saved'))
      void navigate(doneHref)
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }

  const addQuestion = (section: DraftSection) => {
    const question = newQuestion()
    flushSync(() => {
      setSection(section.key, (s) => ({ ...s, questions: [...s.questions, question] }))
    })
    document.querySelector<HTMLInputElement>(`[data-question="${String(question.key)}"]`)?.focus()
  }
  const busy = save.isPending || status.isPending
  const eventItems = events.data?.items ?? []
  const currentEvent =
    form?.audience.eventId && !eventItems.some((event) => event.id === form.audience.eventId)
      ? { id: form.audience.eventId, title: form.audience.eventTitle ?? '' }
      : null
  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(false)
      }}
    >
      <div className="flex flex-col gap-4">
        <InputField
          label={t('forms.titleLabel')}
          hint={t('forms.titleHint')}
          value={draft.title}
          error={errors['title']}
          onChange={(event) => {
            set({ title: event.target.value })
          }}
        />
        <TextAreaField
          label={t('forms.descriptionLabel')}
          hint={t('forms.descriptionHint')}
          value={draft.description}
          error={errors['description']}
          onChange={(event) => {
            set({ description: event.target.value })
          }}
        />
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{t('forms.settings')}</legend>
        <Field label={t('forms.audienceLabel')} error={errors['audience.kind']}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={draft.audience}
              onChange={(event) => {
                set({ audience: event.target.value as Draft['audience'] })
              }}
            >
              {clubId === null ? null : <option value="club">{t('forms.audienceClub')}</option>}
              <option value="event">{t('forms.audienceEvent')}</option>
              <option value="school">{t('forms.audienceSchool')}</option>
            </select>
          )}
        </Field>
        {draft.audience === 'event' ? (
          <Field
            label={t('forms.eventLabel')}
            error={errors['audience.eventId']}
            hint={
              events.isSuccess && eventItems.length === 0
                ? t(clubId === null ? 'forms.noSchoolEvents' : 'forms.noEvents')
                : undefined
            }
          >
            {(control) => (
              <select
                {...control}
                className={fieldControlClass}
                value={draft.eventId}
                onChange={(event) => {
                  set({ eventId: event.target.value })
                }}
              >
                <option value="">{t('forms.eventChoose')}</option>
                {currentEvent ? (
                  <option value={currentEvent.id}>{currentEvent.title}</option>
                ) : null}
                {eventItems.map((event) => (
                  <option key={event.id} value={event.id}>
                    {t('forms.eventOption', {
                      title: event.title,
                      date: formatDate(new Date(event.startsAt), 'short', event.timeZone),
                    })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <fieldset disabled={locked} className="flex flex-col gap-4">
          <Field label={t('forms.perPerson')} error={errors['responsesPerPerson']}>
            {(control) => (
              <select
                {...control}
                className={fieldControlClass}
                value={draft.responsesPerPerson}
                onChange={(event) => {
                  set({ responsesPerPerson: event.target.value as Draft['responsesPerPerson'] })
                }}
              >
                <option value="one">{t('forms.perPersonOne')}</option>
                <option value="many">{t('forms.perPersonMany')}</option>
              </select>
            )}
          </Field>
          <SwitchField
            label={t('forms.anonymous')}
            description={t('forms.anonymousHint')}
            field="anonymous"
            checked={draft.anonymous}
            disabled={locked}
            error={errors['anonymous']}
            onChange={(anonymous) => {
              set({ anonymous })
            }}
          />
        </fieldset>
        <InputField
          type="datetime-local"
          label={t('forms.closesAt')}
          hint={t('forms.closesHint')}
          value={draft.closesAt}
          error={errors['closesAt']}
          onChange={(event) => {
            set({ closesAt: event.target.value })
          }}
        />
        {locked ? <p className="font-medium">{t('forms.lockedNote')}</p> : null}
      </fieldset>

      {errors['sections'] ? <p className={fieldErrorClass}>{errors['sections']}</p> : null}
      {draft.sections.map((section, s) => {
        const at = `sections.${String(s)}`
        // Questions are numbered across the form, as those who answer see them.
        const before = draft.sections
          .slice(0, s)
          .reduce((sum, other) => sum + other.questions.length, 0)
        return (
          <fieldset key={section.key} className="flex flex-col gap-4" disabled={locked}>
            <legend className="mb-2 text-lg font-semibold">
              {t('forms.sectionLegend', { n: s + 1 })}
            </legend>
            <InputField
              label={t('forms.sectionTitle')}
              value={section.title}
              error={errors[`${at}.title`]}
              onChange={(event) => {
                setSection(section.key, (x) => ({ ...x, title: event.target.value }))
              }}
            />
            <TextAreaField
              label={t('forms.sectionDescription')}
              value={section.description}
              error={errors[`${at}.description`]}
              onChange={(event) => {
                setSection(section.key, (x) => ({ ...x, description: event.target.value }))
              }}
            />
            <ol className="flex flex-col gap-4">
              {section.questions.map((question, q) => {
                const n = before + q + 1
                return (
                  <li key={question.key}>
                    <QuestionEditor
                      question={question}
                      kinds={FORM_KINDS}
                      n={n}
                      index={q}
                      count={section.questions.length}
                      at={`${at}.questions.${String(q)}`}
                      errors={errors}
                      locked={locked}
                      onChange={(changed: DraftQuestion) => {
                        setSection(section.key, (x) => ({
                          ...x,
                          questions: x.questions.map((o) => (o.key === changed.key ? changed : o)),
                        }))
                      }}
                      onMove={(step) => {
                        setSection(section.key, (x) => ({
                          ...x,
                          questions: moved(x.questions, q, step),
                        }))
                        // Errors name questions by place: they would land on the wrong ones.
                        setErrors({})
                      }}
                      onRemove={() => {
                        setSection(section.key, (x) => ({
                          ...x,
                          questions: x.questions.filter((o) => o.key !== question.key),
                        }))
                        setErrors({})
                        // The question and its buttons are gone: focus goes to "Add a question".
                        document
                          .querySelector<HTMLButtonElement>(`[data-add="${String(section.key)}"]`)
                          ?.focus()
                      }}
                    />
                  </li>
                )
              })}
            </ol>
            {errors[`${at}.questions`] ? (
              <p className={fieldErrorClass}>{errors[`${at}.questions`]}</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                data-add={section.key}
                onClick={() => {
                  addQuestion(section)
                }}
              >
                {t('forms.addQuestion')}
              </Button>
              {draft.sections.length > 1 ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    set({ sections: draft.sections.filter((x) => x.key !== section.key) })
                    setErrors({})
                  }}
                >
                  {t('forms.removeSection', { n: s + 1 })}
                </Button>
              ) : null}
            </div>
          </fieldset>
        )
      })}
      {!locked && draft.sections.length < FORM_SECTIONS_MAX ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              set({ sections: [...draft.sections, newSection()] })
            }}
          >
            {t('forms.addSection')}
          </Button>
        </div>
      ) : null}

      {errors['form'] ? (
        <p role="alert" className={fieldErrorClass}>
          {errors['form']}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {form === null || form.status === 'draft' ? (
          <>
            <Button type="submit" variant="secondary" disabled={busy}>
              {busy ? t('forms.saving') : t('forms.saveDraft')}
            </Button>
            <Button
              disabled={busy}
              onClick={() => {
                void submit(true)
              }}
            >
              {t('forms.saveOpen')}
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={busy}>
            {busy ? t('forms.saving') : t('forms.save')}
          </Button>
        )}
      </div>
    </form>
  )
}

import {
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX,
} from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass, fieldErrorClass } from '../../../components/field-styles.ts'
import { Icon } from '../../../components/icon.tsx'
import { Field, InputField } from '../../../components/labelled-fields.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import type { FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import type { PollDraft } from '../draft.ts'

interface PollFieldsProps {
  poll: PollDraft
  errors: FormErrors
  onChange: (poll: PollDraft) => void
}

/** The poll's question, 2 to 6 options, one or several answers, an optional closing time. */
export function PollFields({ poll, errors, onChange }: PollFieldsProps) {
  const setOption = (index: number, value: string) => {
    onChange({ ...poll, options: poll.options.map((old, at) => (at === index ? value : old)) })
  }
  return (
    <fieldset
      data-field="poll"
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border border-zinc-300 p-3 dark:border-zinc-700"
    >
      <legend className="px-1 font-semibold">{t('feedComposer.poll')}</legend>
      <InputField
        label={t('feedComposer.pollQuestion')}
        data-field="poll.question"
        maxLength={POLL_QUESTION_MAX}
        value={poll.question}
        error={errors['poll.question']}
        onChange={(event) => {
          onChange({ ...poll, question: event.target.value })
        }}
      />
      <ol className="flex flex-col gap-2">
        {poll.options.map((option, index) => (
          // Options have no identity but their place (controlled inputs: removing one moves the rest up).
          <li key={index} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <Field
                label={t('feedComposer.pollOption', { index: index + 1 })}
                error={errors[`poll.options.${String(index)}`]}
              >
                {(control) => (
                  <input
                    {...control}
                    data-field={`poll.options.${String(index)}`}
                    maxLength={POLL_OPTION_MAX}
                    value={option}
                    onChange={(event) => {
                      setOption(index, event.target.value)
                    }}
                    className={fieldControlClass}
                  />
                )}
              </Field>
            </div>
            {poll.options.length > POLL_OPTIONS_MIN ? (
              <button
                type="button"
                aria-label={t('feedComposer.removeOption', { index: index + 1 })}
                onClick={() => {
                  onChange({ ...poll, options: poll.options.filter((_, at) => at !== index) })
                }}
                className="grid size-11 shrink-0 place-items-center rounded-full text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-300 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
              >
                <Icon name="close" className="size-5" />
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {errors['poll.options'] ? <p className={fieldErrorClass}>{errors['poll.options']}</p> : null}
      {poll.options.length < POLL_OPTIONS_MAX ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            onChange({ ...poll, options: [...poll.options, ''] })
          }}
        >
          {t('feedComposer.addOption')}
        </Button>
      ) : null}
      <SwitchField
        field="poll.multiple"
        label={t('feedComposer.pollMultiple')}
        description={t('feedComposer.pollMultipleHint')}
        checked={poll.multiple}
        onChange={(multiple) => {
          onChange({ ...poll, multiple })
        }}
      />
      <InputField
        type="datetime-local"
        label={t('feedComposer.pollCloses')}
        hint={t('feedComposer.pollClosesHint')}
        data-field="poll.closesAt"
        value={poll.closesAt}
        error={errors['poll.closesAt']}
        onChange={(event) => {
          onChange({ ...poll, closesAt: event.target.value })
        }}
      />
    </fieldset>
  )
}

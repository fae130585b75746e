import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button.tsx'
import {
  fieldControlClass,
  fieldHintClass,
  fieldLabelClass,
} from '../../../components/field-styles.ts'
import { TextField } from '../../../components/text-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { NO_AUDIT_FILTER, type AuditFilter } from '../api.ts'
import { AUDIT_ACTION_CHOICES } from '../audit-actions.ts'

/** The audit log's filters; the list follows when they are applied. */
export function AuditFilters({
  value,
  onApply,
}: {
  value: AuditFilter
  onApply: (filter: AuditFilter) => void
}) {
  const [draft, setDraft] = useState(value)
  const actionId = useId()
  const actorHintId = useId()
  const set = (name: keyof AuditFilter) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })

  function submit(event: FormEvent) {
    event.preventDefault()
    onApply(draft)
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      className="mt-4 grid gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-zinc-700 dark:bg-zinc-900"
    >
      <div className="flex flex-col gap-1.5">
        <TextField
          label={t('overview.filterActor')}
          value={draft.actor}
          onChange={set('actor')}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={actorHintId}
        />
        <p id={actorHintId} className={fieldHintClass}>
          {t('overview.filterActorHint')}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={actionId} className={fieldLabelClass}>
          {t('overview.filterAction')}
        </label>
        <select
          id={actionId}
          className={fieldControlClass}
          value={draft.action}
          onChange={set('action')}
        >
          <option value="">{t('overview.filterAnyAction')}</option>
          {AUDIT_ACTION_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(choice.label)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('overview.filterFrom')}
        type="date"
        value={draft.from}
        onChange={set('from')}
        max={draft.to || undefined}
      />
      <TextField
        label={t('overview.filterTo')}
        type="date"
        value={draft.to}
        onChange={set('to')}
        min={draft.from || undefined}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t('overview.filterApply')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(NO_AUDIT_FILTER)
            onApply(NO_AUDIT_FILTER)
          }}
        >
          {t('overview.filterClear')}
        </Button>
      </div>
    </form>
  )
}

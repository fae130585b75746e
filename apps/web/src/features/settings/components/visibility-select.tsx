import { Visibility, type PrivateField } from '@quad/shared'
import { useId } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Icon } from '../../../components/icon.tsx'
import { GROUP_NAMES, VISIBILITY_LABELS } from '../visibility-labels.ts'
import { fieldBoxClass, fieldErrorClass } from '../../../components/field-styles.ts'

interface VisibilitySelectProps {
  group: PrivateField
  value: Visibility
  onChange: (value: Visibility) => void
  error?: string | undefined
}

/** Issue 4 "Privacy": who sees one group of fields. A native select: compact and familiar. */
export function VisibilitySelect({ group, value, onChange, error }: VisibilitySelectProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <Icon name="shield" className="size-5 text-zinc-600 dark:text-zinc-400" />
        {t('settings.visibilityLabel', { group: t(GROUP_NAMES[group]) })}
      </label>
      <select
        id={id}
        data-field={`visibility.${group}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const chosen = Visibility.options.find((option) => option === event.target.value)
          if (chosen) onChange(chosen)
        }}
        className={`${fieldBoxClass} sm:w-56`}
      >
        {Visibility.options.map((option) => (
          <option key={option} value={option}>
            {t(VISIBILITY_LABELS[option])}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

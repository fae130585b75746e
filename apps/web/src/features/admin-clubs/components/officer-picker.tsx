import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { fieldErrorClass, fieldHintClass } from '../../../components/field-styles.ts'
import { InputField } from '../../../components/labelled-fields.tsx'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { useDebouncedValue } from '../../../lib/debounce/use-debounced-value.ts'
import { t } from '../../../lib/i18n/t.ts'
import { officerCandidatesQuery } from '../api.ts'

export interface Officer {
  uid: string
  name: string
}

/** The first officer of a new club: a directory search, then one person chosen. */
export function OfficerPicker({
  value,
  onChange,
  error,
}: {
  value: Officer | null
  onChange: (officer: Officer | null) => void
  error?: string | undefined
}) {
  const legendId = useId()
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim())
  const people = useQuery(officerCandidatesQuery(search))
  if (value) {
    return (
      <div className="flex flex-col gap-2" role="group" aria-labelledby={legendId}>
        <p id={legendId} className="text-sm font-medium">
          {t('adminClubs.officer')}
        </p>
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-zinc-300 p-3 dark:border-zinc-700">
          <span className="min-w-0 flex-1 font-medium">
            {t('adminClubs.officerChosen', { name: value.name })}
          </span>
          <Button
            variant="secondary"
            onClick={() => {
              onChange(null)
            }}
          >
            {t('adminClubs.officerChange')}
          </Button>
        </div>
      </div>
    )
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('adminClubs.officer')}</legend>
      <InputField
        label={t('adminClubs.officerSearch')}
        type="search"
        hint={t('adminClubs.officerHint')}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value)
        }}
      />
      {search && people.data?.length === 0 ? (
        <p role="status" className={fieldHintClass}>
          {t('adminClubs.officerNone', { query: search })}
        </p>
      ) : null}
      {people.isError ? <p className={fieldErrorClass}>{people.error.message}</p> : null}
      {people.data && people.data.length > 0 ? (
        <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto">
          {people.data.map((person) => {
            const name = `${person.firstName} ${person.lastName}`
            return (
              <li key={person.uid}>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-1 text-left hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
                  onClick={() => {
                    onChange({ uid: person.uid, name })
                  }}
                >
                  <PersonAvatar
                    firstName={person.firstName}
                    lastName={person.lastName}
                    photoUrl={person.photoUrl ?? null}
                  />
                  <span>{name}</span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </fieldset>
  )
}

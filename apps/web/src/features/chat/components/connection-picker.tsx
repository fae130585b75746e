import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useDebouncedValue } from '../../../lib/debounce/use-debounced-value.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useConnect, usePickerWords } from '../connect-context.ts'
import { pickablePeopleQuery } from '../connections-api.ts'
import { ChatAvatar } from './chat-avatar.tsx'
import { RetryAlert } from './retry-alert.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'

interface ConnectionPickerProps {
  selected: string[]
  onChange: (uids: string[]) => void
  /** Already in the conversation: shown checked and fixed. */
  members?: string[]
}

/** A filterable checkbox list of the student's connections (everyone, with connect off). */
export function ConnectionPicker({ selected, onChange, members = [] }: ConnectionPickerProps) {
  const filterId = useId()
  const [filter, setFilter] = useState('')
  const search = useDebouncedValue(filter.trim())
  const connect = useConnect()
  const words = usePickerWords()
  const people = useQuery(pickablePeopleQuery(search, connect))

  const toggle = (uid: string, on: boolean) => {
    onChange(on ? [...selected, uid] : selected.filter((value) => value !== uid))
  }

  return (
    <fieldset className="flex min-h-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t(words.legend)}</legend>
      <label htmlFor={filterId} className="sr-only">
        {t(words.filter)}
      </label>
      <input
        id={filterId}
        type="search"
        value={filter}
        placeholder={t(words.filter)}
        onChange={(event) => {
          setFilter(event.target.value)
        }}
        className={fieldControlClass}
      />
      {people.isPending ? <p role="status">{t(words.loading)}</p> : null}
      {people.isError ? (
        <RetryAlert message={t(words.error)} onRetry={() => void people.refetch()} />
      ) : null}
      {people.data?.length === 0 ? (
        <p role="status">{search ? t(words.noMatch) : t(words.none)}</p>
      ) : null}
      <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
        {people.data?.map((person) => {
          const member = members.includes(person.uid)
          return (
            <li key={person.uid}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-1 hover:bg-zinc-100 dark:hover:bg-zinc-800">
                <input
                  type="checkbox"
                  className="size-5 accent-school"
                  checked={member || selected.includes(person.uid)}
                  disabled={member}
                  onChange={(event) => {
                    toggle(person.uid, event.target.checked)
                  }}
                />
                <ChatAvatar {...person} size="sm" />
                <span>
                  {person.firstName} {person.lastName}
                  {member ? (
                    <span className="text-sm text-zinc-700 dark:text-zinc-300">
                      {' '}
                      · {t('chat.alreadyMember')}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

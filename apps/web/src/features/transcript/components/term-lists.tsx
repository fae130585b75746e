import { TranscriptTermInput, type TranscriptTerm } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { InputField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { transcriptSettingsQuery, useCreateTerm } from '../api.ts'
import { CARD } from './record-sections.tsx'

function TermList(props: {
  kind: 'categories' | 'outcomes'
  title: string
  newLabel: string
  items: TranscriptTerm[]
}) {
  const create = useCreateTerm()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  const add = async () => {
    const body = { name }
    const invalid = schemaErrors(TranscriptTermInput, body)
    setError(invalid['name'])
    if (invalid['name']) return
    try {
      await create.mutateAsync({ kind: props.kind, body })
      setName('')
    } catch (failure) {
      const errors = serverErrors(failure)
      setError(errors['name'] ?? errors['form'])
    }
  }
  return (
    <section aria-label={props.title} className={CARD}>
      <h2 className="text-lg font-semibold">{props.title}</h2>
      <ul className="flex flex-wrap gap-2">
        {props.items.map((term) => (
          <li
            key={term.uid}
            className="rounded-full bg-zinc-100 px-3 py-1 text-sm dark:bg-zinc-800"
          >
            {term.name}
          </li>
        ))}
      </ul>
      <form
        method="post"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void add()
        }}
      >
        <div className="min-w-0 flex-1">
          <InputField
            label={props.newLabel}
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.target.value)
            }}
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {t('transcript.add')}
        </Button>
      </form>
    </section>
  )
}

/** The school's categories and learning outcomes, and a field to add each (school admins). */
export function TermLists() {
  const settings = useQuery(transcriptSettingsQuery)
  const active = (items: TranscriptTerm[] = []) => items.filter((item) => !item.archived)
  return (
    <>
      <TermList
        kind="categories"
        title={t('transcript.categories')}
        newLabel={t('transcript.newCategory')}
        items={active(settings.data?.categories)}
      />
      <TermList
        kind="outcomes"
        title={t('transcript.outcomes')}
        newLabel={t('transcript.newOutcome')}
        items={active(settings.data?.outcomes)}
      />
    </>
  )
}

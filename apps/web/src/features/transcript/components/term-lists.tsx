import { TranscriptTermInput, type TranscriptTerm } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { RemovableChip } from '../../../components/removable-chip.tsx'
import { InputField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { transcriptSettingsQuery, useArchiveTerm, useCreateTerm } from '../api.ts'
import { CARD } from './record-sections.tsx'

function TermList(props: {
  kind: 'categories' | 'outcomes'
  title: string
  newLabel: string
  items: TranscriptTerm[]
}) {
  const create = useCreateTerm()
  const archive = useArchiveTerm()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [archiving, setArchiving] = useState<TranscriptTerm | null>(null)
  const [archiveError, setArchiveError] = useState<string | undefined>()
  const heading = useRef<HTMLHeadingElement>(null)
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
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {props.title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {props.items.map((term) => (
          <RemovableChip
            key={term.uid}
            label={term.name}
            actionLabel={t('transcript.archiveNamed', { name: term.name })}
            onAction={() => {
              setArchiveError(undefined)
              setArchiving(term)
            }}
          />
        ))}
      </ul>
      {archiveError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {archiveError}
        </p>
      ) : null}
      <ConfirmDialog
        open={archiving !== null}
        title={t('transcript.archiveTitle', { name: archiving?.name ?? '' })}
        body={t('transcript.archiveBody')}
        confirmLabel={t('transcript.archive')}
        cancelLabel={t('transcript.cancel')}
        onConfirm={() => {
          const term = archiving
          setArchiving(null)
          heading.current?.focus()
          if (!term) return
          archive.mutate(
            { kind: props.kind, uid: term.uid },
            { onError: () => setArchiveError(t('transcript.archiveFailed', { name: term.name })) },
          )
        }}
        onCancel={() => setArchiving(null)}
        onClosed={() => heading.current?.focus()}
      />
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

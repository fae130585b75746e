import { CONNECTION_NOTE_MAX } from '@quad/shared'
import { useId, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'

interface NoteFormProps {
  id: string
  firstName: string
  onSend: (note: string) => void
  onCancel: () => void
}

/** Issue 5 "Consent": an optional short note with a request, at most 300 characters. */
export function NoteForm({ id, firstName, onSend, onCancel }: NoteFormProps) {
  const [note, setNote] = useState('')
  const fieldId = useId()
  const hintId = useId()
  return (
    <form
      id={id}
      className="flex w-full max-w-md flex-col gap-2 text-left"
      onSubmit={(event) => {
        event.preventDefault()
        onSend(note)
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        {t('connections.noteLabel', { name: firstName })}
      </label>
      <textarea
        id={fieldId}
        value={note}
        maxLength={CONNECTION_NOTE_MAX}
        rows={3}
        autoFocus
        aria-describedby={hintId}
        onChange={(event) => setNote(event.target.value)}
        onKeyDown={(event) => {
          // Escape leaves the note, not the surrounding profile dialog.
          if (event.key !== 'Escape') return
          event.preventDefault()
          event.stopPropagation()
          onCancel()
        }}
        className={
          'w-full rounded-lg border border-zinc-500 bg-white px-3 py-2 text-base text-zinc-900 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
          'dark:border-zinc-400 dark:bg-zinc-950 dark:text-zinc-50 dark:focus-visible:outline-white'
        }
      />
      <p id={hintId} className="text-sm text-zinc-700 dark:text-zinc-300">
        {t('connections.noteHint', { count: note.length, max: CONNECTION_NOTE_MAX })}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('connections.cancel')}
        </Button>
        <Button type="submit">{t('connections.sendRequest')}</Button>
      </div>
    </form>
  )
}

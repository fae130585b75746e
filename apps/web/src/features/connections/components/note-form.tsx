import '../messages.ts'
import { CONNECTION_NOTE_MAX } from '@quad/shared'
import { useId, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import {
  fieldControlClass,
  fieldHintClass,
  fieldLabelClass,
} from '../../../components/field-styles.ts'

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
      method="post"
      id={id}
      className="flex w-full max-w-md flex-col gap-2 text-left"
      onSubmit={(event) => {
        event.preventDefault()
        onSend(note)
      }}
    >
      <label htmlFor={fieldId} className={fieldLabelClass}>
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
        className={fieldControlClass}
      />
      <p id={hintId} className={fieldHintClass}>
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

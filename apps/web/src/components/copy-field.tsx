import { useId, useState } from 'react'
import { Button } from './button.tsx'
import { fieldBoxClass, fieldHintClass } from './field-styles.ts'
import { t, type PlainMessageKey } from '../lib/i18n/t.ts'

/**
 * A section whose messages have the copy field's words: `{section}.copy` (the button),
 * `{section}.copied` and `{section}.copyFailed` (what the copy did).
 */
export type CopyMessages = {
  [K in PlainMessageKey]: K extends `${infer Section}.copyFailed`
    ? `${Section}.copy` extends PlainMessageKey
      ? `${Section}.copied` extends PlainMessageKey
        ? Section
        : never
      : never
    : never
}[PlainMessageKey]

/**
 * What describes the field (`aria-describedby`): a `warning` shown above the label (a key
 * shown once) or a `hint` below the input (a feed's address).
 */
export interface CopyFieldNote {
  kind: 'warning' | 'hint'
  text: string
}

const warningClass =
  'rounded-lg border border-amber-700 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50'

/**
 * A value to copy (a key, an address): read-only and selectable, a Copy button that says
 * whether it worked, and the note that describes it.
 */
export function CopyField({
  value,
  label,
  messages,
  note,
}: {
  value: string
  label: string
  messages: CopyMessages
  note: CopyFieldNote
}) {
  const says = (word: 'copy' | 'copied' | 'copyFailed') =>
    t(`${messages}.${word}` as PlainMessageKey)
  const id = useId()
  const noteId = `${id}-${note.kind}`
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  return (
    <div className={`flex flex-col ${note.kind === 'warning' ? 'gap-2' : 'gap-1'}`}>
      {note.kind === 'warning' ? (
        <p id={noteId} className={warningClass}>
          {note.text}
        </p>
      ) : null}
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          aria-describedby={noteId}
          onFocus={(event) => event.currentTarget.select()}
          className={`${fieldBoxClass} min-w-0 flex-1 font-mono text-sm`}
        />
        <Button
          variant="secondary"
          onClick={() => {
            // Without a secure context there is no clipboard: say so rather than fail silently.
            Promise.resolve()
              .then(() => navigator.clipboard.writeText(value))
              .then(
                () => setCopied('yes'),
                () => setCopied('failed'),
              )
          }}
        >
          {says('copy')}
        </Button>
      </div>
      {note.kind === 'hint' ? (
        <span id={noteId} className={fieldHintClass}>
          {note.text}
        </span>
      ) : null}
      <span role="status" className={`min-h-5 ${fieldHintClass}`}>
        {copied === 'yes' ? says('copied') : null}
        {copied === 'failed' ? says('copyFailed') : null}
      </span>
    </div>
  )
}

import '../messages.ts'
import { t } from '../../../lib/i18n/t.ts'

interface IncomingNoteProps {
  firstName: string
  note: string
}

/** Issue 5 "Consent": the note sent with an incoming request, as plain text. */
export function IncomingNote({ firstName, note }: IncomingNoteProps) {
  return (
    <figure className="w-full max-w-md rounded-xl bg-zinc-100 px-4 py-3 text-left dark:bg-zinc-800">
      <figcaption className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {t('connections.noteFrom', { name: firstName })}
      </figcaption>
      <blockquote className="mt-1 break-words whitespace-pre-line text-zinc-900 dark:text-zinc-50">
        {note}
      </blockquote>
    </figure>
  )
}

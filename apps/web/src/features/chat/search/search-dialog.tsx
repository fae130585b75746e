import { useEffect, useId, useRef, useState } from 'react'
import { CHAT_SEARCH_MAX } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { useDebouncedValue } from '../../../lib/debounce/use-debounced-value.ts'
import { Icon } from '../../../components/icon.tsx'
import { quietFieldClass } from '../../../components/field-styles.ts'
import { ChatDialog } from '../components/chat-dialog.tsx'
import { MessageResults } from './message-results.tsx'

interface SearchDialogProps {
  conversationId: number
  title: string
  selfUid: string
  onClose: () => void
}

/**
 * Search in one conversation (issue 35 item 7): as the student types (200 ms after the
 * last key), its messages that say the words; a result opens at the message and closes this.
 */
export function SearchDialog({ conversationId, title, selfUid, onClose }: SearchDialogProps) {
  const [text, setText] = useState('')
  const q = useDebouncedValue(text)
  const fieldId = useId()
  const hintId = useId()
  const fieldRef = useRef<HTMLInputElement>(null)
  // The dialog is for typing a search: the field takes focus once the dialog has opened
  // (its effect runs before this one, which would otherwise focus its close button).
  useEffect(() => {
    fieldRef.current?.focus()
  }, [])
  return (
    <ChatDialog open title={t('chat.searchConversation')} onClose={onClose}>
      <div role="search" className="relative">
        <label htmlFor={fieldId} className="sr-only">
          {t('chat.searchConversationLabel', { name: title })}
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-600 dark:text-zinc-400"
        />
        <input
          id={fieldId}
          type="search"
          value={text}
          autoComplete="off"
          ref={fieldRef}
          maxLength={CHAT_SEARCH_MAX}
          aria-describedby={hintId}
          placeholder={t('chat.searchConversationLabel', { name: title })}
          onChange={(event) => {
            setText(event.target.value)
          }}
          className={`h-11 w-full rounded-full pr-4 pl-10 dark:bg-zinc-900 ${quietFieldClass}`}
        />
      </div>
      <p id={hintId} className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
        {t('chat.searchConversationHint')}
      </p>
      <div className="-mx-4 mt-2">
        <MessageResults q={q} selfUid={selfUid} conversationId={conversationId} onOpen={onClose} />
      </div>
    </ChatDialog>
  )
}

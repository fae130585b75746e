import { COMMENT_TEXT_MAX } from '@quad/shared'
import { useId, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass, fieldErrorClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { newClientId } from '../api.ts'
import { useAddComment } from '../comment-mutations.ts'
import { textToHtml } from '../comment-text.ts'

/**
 * Writes a comment, or a reply when `parentId` is given. One `clientId` per draft: a
 * retry after a failure (the text is kept) is the same comment on the server; the next
 * draft gets a new one.
 */
export function CommentForm({
  postId,
  parentId,
  label,
  autoFocus = false,
  onSent,
}: {
  postId: string
  parentId?: string
  /** The field's accessible name ("Write a comment", "Write a reply to Sam"). */
  label: string
  /** A reply form opened by Reply takes focus. */
  autoFocus?: boolean
  onSent?: () => void
}) {
  const fieldId = useId()
  const errorId = useId()
  const [text, setText] = useState('')
  const [clientId, setClientId] = useState(newClientId)
  const add = useAddComment(postId)
  const send = () => {
    if (!text.trim() || add.isPending) return
    add.mutate(
      { body: textToHtml(text), clientId, ...(parentId ? { parentId } : {}) },
      {
        onSuccess: () => {
          setText('')
          setClientId(newClientId())
          onSent?.()
        },
      },
    )
  }
  return (
    <form
      method="post"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <textarea
        id={fieldId}
        autoFocus={autoFocus}
        rows={2}
        maxLength={COMMENT_TEXT_MAX}
        value={text}
        placeholder={label}
        aria-describedby={add.error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/⌘+Enter sends, as chat does; Enter alone is a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            send()
          }
        }}
        className={fieldControlClass}
      />
      {add.error ? (
        <p id={errorId} role="alert" className={fieldErrorClass}>
          {t('feed.commentFailed', { reason: add.error.message })}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={!text.trim() || add.isPending}>
          {add.isPending ? t('feed.sending') : t('feed.send')}
        </Button>
      </div>
    </form>
  )
}

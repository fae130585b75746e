import { COMMENT_TEXT_MAX, type FeedComment, type FeedReply } from '@quad/shared'
import { useId, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass, fieldErrorClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useEditComment } from '../comment-mutations.ts'
import { htmlToText, textToHtml } from '../comment-text.ts'

/** The author changes their comment in place (marked edited by the server). */
export function CommentEditor({
  comment,
  onDone,
}: {
  comment: FeedComment | FeedReply
  onDone: () => void
}) {
  const fieldId = useId()
  const [text, setText] = useState(() => htmlToText(comment.body))
  const edit = useEditComment(comment.postId, comment.id)
  return (
    <form
      method="post"
      className="mt-1 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (text.trim()) edit.mutate(textToHtml(text), { onSuccess: onDone })
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        {t('feed.editComment')}
      </label>
      <textarea
        id={fieldId}
        // The editor opened on the reader's request: the text is where they go next.
        autoFocus
        rows={2}
        maxLength={COMMENT_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={fieldControlClass}
      />
      {edit.error ? (
        <p role="alert" className={fieldErrorClass}>
          {t('feed.actionFailed', { reason: edit.error.message })}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('feed.cancel')}
        </Button>
        <Button type="submit" disabled={!text.trim() || edit.isPending}>
          {t('feed.save')}
        </Button>
      </div>
    </form>
  )
}

import type { FeedComment, Post } from '@quad/shared'
import { useId, useRef, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { useInfiniteList } from '../../../lib/paging/infinite-list.ts'
import { t } from '../../../lib/i18n/t.ts'
import { commentsOptions } from '../api.ts'
import { CommentForm } from './comment-form.tsx'
import { CommentItem } from './comment-item.tsx'
import { CommentReplies } from './comment-replies.tsx'
import { actionButtonClass } from './like-button.tsx'

/** A top-level comment with its replies and, when asked, a reply form under them. */
function TopComment({ comment, canReply }: { comment: FeedComment; canReply: boolean }) {
  const [replying, setReplying] = useState(false)
  const replyButton = useRef<HTMLButtonElement>(null)
  const name = `${comment.author.firstName} ${comment.author.lastName}`.trim()
  const reply = canReply ? (
    <button
      ref={replyButton}
      type="button"
      aria-expanded={replying}
      className={actionButtonClass}
      onClick={() => setReplying((open) => !open)}
    >
      {replying ? t('feed.replyCancel') : t('feed.reply')}
    </button>
  ) : null
  return (
    <CommentItem comment={comment} actions={reply}>
      <CommentReplies comment={comment} />
      {replying ? (
        <div className="mt-2 pl-3">
          <CommentForm
            postId={comment.postId}
            parentId={comment.id}
            label={t('feed.writeReply', { name })}
            autoFocus
            onSent={() => {
              setReplying(false)
              replyButton.current?.focus()
            }}
          />
        </div>
      ) : null}
    </CommentItem>
  )
}

/**
 * A post's whole conversation (issue 16 item 3): top-level comments oldest first, each
 * with one level of replies; "Load more comments" pages on; the form to add one last.
 */
export function CommentThread({ post }: { post: Post }) {
  const headingId = useId()
  const { query, items, hasMore, isLoadingMore, loadMore } = useInfiniteList(
    commentsOptions(post.id),
  )
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {t('feed.thread')}
      </h2>
      {query.isPending ? (
        <div
          aria-hidden="true"
          className="h-16 animate-pulse rounded-2xl bg-zinc-100 dark:bg-zinc-800"
        />
      ) : query.isError && items.length === 0 ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-zinc-800 dark:text-zinc-200">{t('feed.commentsFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('feed.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('feed.noComments')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((comment) => (
            <li key={comment.id}>
              <TopComment comment={comment} canReply={post.canComment} />
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <button
          type="button"
          className={`${actionButtonClass} self-start`}
          disabled={isLoadingMore}
          onClick={loadMore}
        >
          {isLoadingMore ? t('feed.loadingMore') : t('feed.moreComments')}
        </button>
      ) : null}
      {post.canComment ? (
        <CommentForm postId={post.id} label={t('feed.write')} />
      ) : (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('feed.commentClosed')}</p>
      )}
    </section>
  )
}

import { REPLIES_PREVIEW, type FeedComment } from '@quad/shared'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { repliesOptions } from '../api.ts'
import { CommentItem } from './comment-item.tsx'
import { actionButtonClass } from './like-button.tsx'

/**
 * A top-level comment's replies (one level, issue 16 item 3): its first REPLIES_PREVIEW
 * come with it; "more replies" loads all of them, a page at a time.
 */
export function CommentReplies({ comment }: { comment: FeedComment }) {
  const [expanded, setExpanded] = useState(false)
  const all = useInfiniteQuery({ ...repliesOptions(comment.postId, comment.id), enabled: expanded })
  const loaded = all.data?.pages.flatMap((page) => page.items)
  const replies = expanded && loaded ? loaded : comment.replies
  const hidden = comment.replyCount - replies.length
  if (replies.length === 0 && hidden <= 0) return null
  return (
    <div className="mt-2 flex flex-col gap-3 border-l-2 border-zinc-200 pl-3 dark:border-zinc-800">
      {replies.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} />
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 && (comment.replyCount > REPLIES_PREVIEW || expanded) ? (
        <button
          type="button"
          className={`${actionButtonClass} self-start`}
          disabled={all.isFetching}
          onClick={() => {
            if (!expanded) setExpanded(true)
            else if (all.hasNextPage) void all.fetchNextPage()
          }}
        >
          {hidden === 1 ? t('feed.moreRepliesOne') : t('feed.moreReplies', { count: hidden })}
        </button>
      ) : null}
    </div>
  )
}

import type { Post } from '@quad/shared'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { ReportButton } from '../../moderation/index.ts'
import { postHref } from '../../../lib/app-links.ts'
import { useLikePost } from '../post-mutations.ts'
import { CommentIcon } from './feed-icons.tsx'
import { actionButtonClass, LikeButton } from './like-button.tsx'
import { PostBody } from './post-body.tsx'
import { PostHeader } from './post-header.tsx'
import { PostImages } from './post-images.tsx'
import { PostMenu } from './post-menu.tsx'
import { PostPoll } from './post-poll.tsx'

/** The composer track's editor, passed in by the route (a dialog over the card). */
export type RenderEditor = (post: Post, close: () => void) => ReactNode

export interface PostCardProps {
  post: Post
  renderEditor?: RenderEditor | undefined
  /** On the post's own page the comment count is not a link to where the reader already is. */
  isDetail?: boolean
  onDeleted?: () => void
}

function likeLabel(count: number): string {
  return count === 1 ? t('feed.likeCountOne') : t('feed.likeCount', { count })
}

/** The comment count; with none, an invitation to comment, or for a reader who cannot, a plain "No comments". */
function commentLabel(count: number, readOnly = false): string {
  if (count === 0) return readOnly ? t('feed.commentCountZero') : t('feed.commentCountNone')
  return count === 1 ? t('feed.commentCountOne') : t('feed.commentCount', { count })
}

/**
 * One post (issue 16): its author and where it lives, the text sanitised again before
 * display, photos, a poll, and what the reader can do with it. An `<article>` named by
 * its author, focusable so "n new posts" can move the reader to it.
 */
export function PostCard({ post, renderEditor, isDetail = false, onDeleted }: PostCardProps) {
  const [editing, setEditing] = useState(false)
  const like = useLikePost(post.id)
  // A share-mode visitor reads (the server lets every signed-in viewer comment).
  const readOnly = !post.canComment
  const authorName = `${post.author.firstName} ${post.author.lastName}`.trim()
  const menu = (
    <PostMenu
      post={post}
      onEdit={renderEditor ? () => setEditing(true) : null}
      {...(onDeleted ? { onDeleted } : {})}
    />
  )
  return (
    <article
      aria-label={t('feed.postLabel', { name: authorName })}
      data-post-id={post.id}
      tabIndex={-1}
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus md:p-5 dark:border-zinc-800 dark:bg-zinc-900 dark:focus-visible:outline-white"
    >
      <PostHeader post={post} menu={menu} />
      {post.title ? (
        <h2 className="mt-3 text-lg font-semibold text-zinc-900 dark:text-zinc-50">
          {isDetail ? (
            post.title
          ) : (
            <Link to={postHref(post.id)} className="hover:underline">
              {post.title}
            </Link>
          )}
        </h2>
      ) : null}
      <div className="mt-3">
        <PostBody html={post.body} />
      </div>
      <PostImages images={post.images} authorName={authorName} />
      {post.poll ? <PostPoll postId={post.id} poll={post.poll} readOnly={readOnly} /> : null}
      <footer className="mt-3 flex flex-wrap items-center gap-1 border-t border-zinc-200 pt-2 dark:border-zinc-800">
        {readOnly ? (
          <span className={actionButtonClass}>{likeLabel(post.likeCount)}</span>
        ) : (
          <LikeButton
            liked={post.liked}
            count={post.likeCount}
            onToggle={(on) => like.mutate(on)}
          />
        )}
        {isDetail || readOnly ? (
          <span className={actionButtonClass}>
            <CommentIcon />
            {commentLabel(post.commentCount, readOnly)}
          </span>
        ) : (
          <Link to={postHref(post.id)} className={actionButtonClass}>
            <CommentIcon />
            {commentLabel(post.commentCount)}
          </Link>
        )}
        {post.canEdit || readOnly ? null : (
          <span className="ml-auto">
            <ReportButton
              kind="posts"
              uid={post.id}
              name={t('feed.postLabel', { name: authorName })}
            />
          </span>
        )}
      </footer>
      {editing && renderEditor ? renderEditor(post, () => setEditing(false)) : null}
    </article>
  )
}

import type { FeedComment, FeedReply } from '@quad/shared'
import { useState, type ReactNode } from 'react'
import { MenuButton, type MenuAction } from '../../../components/menu-button.tsx'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { ReportButton } from '../../moderation/index.ts'
import { useDeleteComment, useLikeComment } from '../comment-mutations.ts'
import { CommentEditor } from './comment-editor.tsx'
import { ConfirmDelete } from './confirm-delete.tsx'
import { LikeButton } from './like-button.tsx'
import { PostBody } from './post-body.tsx'
import { AuthorName, PostTime } from './post-header.tsx'

/**
 * One comment or reply: who, when, the text, like, and the author's own Edit and Delete
 * (or a moderator's Delete); Report for everyone else. `actions` adds Reply on a top-level
 * comment; `children` holds its replies.
 */
export function CommentItem({
  comment,
  actions,
  children,
}: {
  comment: FeedComment | FeedReply
  actions?: ReactNode
  children?: ReactNode
}) {
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const like = useLikeComment(comment.postId, comment.id)
  const remove = useDeleteComment(comment.postId, comment.id)
  const name = `${comment.author.firstName} ${comment.author.lastName}`.trim()
  const menu: MenuAction[] = []
  if (comment.canEdit)
    menu.push({ id: 'edit', label: t('feed.edit'), onAction: () => setEditing(true) })
  if (comment.canDelete)
    menu.push({ id: 'delete', label: t('feed.delete'), onAction: () => setConfirming(true) })
  return (
    <article aria-label={t('feed.commentLabel', { name })} className="flex gap-3">
      <PersonAvatar
        small
        firstName={comment.author.firstName}
        lastName={comment.author.lastName}
        photoUrl={comment.author.photoUrl}
      />
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl bg-zinc-100 px-3 py-2 dark:bg-zinc-800">
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <AuthorName author={comment.author} />
            <span className="text-zinc-700 dark:text-zinc-300">
              <PostTime iso={comment.createdAt} />
              {comment.editedAt ? ` · ${t('feed.edited')}` : ''}
            </span>
          </p>
          {editing ? (
            <CommentEditor comment={comment} onDone={() => setEditing(false)} />
          ) : (
            <div className="mt-1 text-sm">
              <PostBody html={comment.body} />
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <LikeButton
            liked={comment.liked}
            count={comment.likeCount}
            onToggle={(on) => like.mutate(on)}
          />
          {actions}
          {comment.canEdit ? null : (
            <ReportButton
              kind="comments"
              uid={comment.id}
              name={t('feed.commentLabel', { name })}
            />
          )}
          {menu.length > 0 ? (
            <MenuButton label={t('feed.commentMenu')} actions={menu} look="compact" />
          ) : null}
        </div>
        {children}
      </div>
      <ConfirmDelete
        open={confirming}
        what="comment"
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </article>
  )
}

import type { Post } from '@quad/shared'
import { useState } from 'react'
import { MenuButton, type MenuAction } from '../../../components/menu-button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { ConfirmDelete } from './confirm-delete.tsx'
import { useDeletePost, usePinPost } from '../post-mutations.ts'

/**
 * The post's "…" menu: what the server said the viewer may do (canEdit, canDelete,
 * canPin). Edit opens the editor the route passes in; Delete asks first.
 */
export function PostMenu({
  post,
  onEdit,
  onDeleted,
}: {
  post: Post
  /** Null when no editor was passed in (Edit is then left out). */
  onEdit: (() => void) | null
  onDeleted?: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  const remove = useDeletePost(post.id)
  const pin = usePinPost(post.id)
  const actions: MenuAction[] = []
  if (post.canEdit && onEdit) actions.push({ id: 'edit', label: t('feed.edit'), onAction: onEdit })
  if (post.canPin)
    actions.push({
      id: 'pin',
      label: t(post.pinned ? 'feed.unpin' : 'feed.pin'),
      onAction: () => pin.mutate(!post.pinned),
    })
  if (post.canDelete)
    actions.push({ id: 'delete', label: t('feed.delete'), onAction: () => setConfirming(true) })
  if (actions.length === 0) return null
  return (
    <>
      <MenuButton
        label={t('feed.menu')}
        actions={actions}
        look="ghost"
        control={`post-menu-${post.id}`}
      />
      <ConfirmDelete
        open={confirming}
        what="post"
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
      />
    </>
  )
}

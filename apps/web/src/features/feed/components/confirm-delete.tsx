import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'

/** "Delete this post/comment?" before a delete that cannot be undone; Cancel takes focus. */
export function ConfirmDelete({
  open,
  what,
  onClose,
  onConfirm,
}: {
  open: boolean
  what: 'post' | 'comment'
  onClose: () => void
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      open={open}
      title={t(what === 'post' ? 'feed.deleteTitle' : 'feed.deleteCommentTitle')}
      body={t(what === 'post' ? 'feed.deleteBody' : 'feed.deleteCommentBody')}
      confirmLabel={t('feed.delete')}
      cancelLabel={t('feed.cancel')}
      onCancel={onClose}
      onClosed={() => undefined}
      onConfirm={() => {
        onClose()
        onConfirm()
      }}
    />
  )
}

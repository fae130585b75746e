import type { ChatFile } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { useFileUrl } from '../use-file-url.ts'
import { ChatDialog } from './chat-dialog.tsx'

/** The original picture, in a dialog (fetched only when opened). */
export function ImageViewer({
  file,
  open,
  onClose,
}: {
  file: ChatFile
  open: boolean
  onClose: () => void
}) {
  const { url, failed } = useFileUrl(open ? file.id : null, 'original')
  return (
    <ChatDialog open={open} title={file.name} onClose={onClose}>
      {url ? (
        <img src={url} alt={file.name} className="mx-auto max-h-[70dvh] w-auto rounded-lg" />
      ) : (
        <p role="status">{failed ? t('chat.imageFailed') : t('chat.imageLoading')}</p>
      )}
    </ChatDialog>
  )
}

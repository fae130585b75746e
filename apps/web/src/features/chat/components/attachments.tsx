import type { ChatFile } from '@quad/shared'
import { useState } from 'react'
import { formatFileSize } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ChatIcon } from './chat-icon.tsx'
import { fetchFileBlob, useFileUrl } from '../use-file-url.ts'
import { ImageViewer } from './image-viewer.tsx'
import { VoicePlayer } from '../voice/voice-player.tsx'

function ImageAttachment({ file }: { file: ChatFile }) {
  const [open, setOpen] = useState(false)
  const { url, failed } = useFileUrl(file.id, file.hasPreview ? 'preview' : 'original')
  const ratio =
    file.width && file.height ? `${String(file.width)} / ${String(file.height)}` : '4 / 3'
  return (
    <>
      <button
        type="button"
        aria-label={t('chat.openImage', { name: file.name })}
        onClick={() => setOpen(true)}
        className="mt-1 block max-h-80 w-64 max-w-full overflow-hidden rounded-xl bg-zinc-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-zinc-700 dark:focus-visible:outline-white"
        style={{ aspectRatio: ratio }}
      >
        {url ? (
          <img
            src={url}
            alt={file.name}
            className="size-full object-cover"
            data-testid="chat-image-preview"
          />
        ) : (
          <span className="grid size-full place-items-center p-2 text-sm text-zinc-700 dark:text-zinc-300">
            {failed ? t('chat.imageFailed') : t('chat.imageLoading')}
          </span>
        )}
      </button>
      <ImageViewer file={file} open={open} onClose={() => setOpen(false)} />
    </>
  )
}

function DocumentAttachment({ file }: { file: ChatFile }) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const download = () => {
    setState('loading')
    fetchFileBlob(file.id, 'original').then(
      (blob) => {
        const url = URL.createObjectURL(blob)
        const anchor = document.createElement('a')
        anchor.href = url
        anchor.download = file.name
        anchor.click()
        setTimeout(() => {
          URL.revokeObjectURL(url)
        }, 10_000)
        setState('idle')
      },
      () => {
        setState('failed')
      },
    )
  }
  return (
    <span className="mt-1 flex flex-col">
      <button
        type="button"
        onClick={download}
        disabled={state === 'loading'}
        className="flex items-center gap-2 rounded-xl bg-white/90 px-3 py-2 text-left text-sm text-zinc-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus dark:bg-zinc-900/80 dark:text-zinc-50"
      >
        <ChatIcon name="file" className="size-5" />
        <span className="min-w-0 truncate">
          {t('chat.download', { name: file.name, size: formatFileSize(file.size) })}
        </span>
      </button>
      {state === 'failed' ? (
        <span role="alert" className="text-xs">
          {t('chat.downloadFailed')}
        </span>
      ) : null}
    </span>
  )
}

/**
 * A message's files: pictures as previews (open full size on click), voice notes as players,
 * PDFs as downloads.
 */
export function Attachments({ files, own = false }: { files: ChatFile[]; own?: boolean }) {
  return (
    <span className="flex flex-col gap-1">
      {files.map((file) =>
        file.contentType.startsWith('image/') ? (
          <ImageAttachment key={file.id} file={file} />
        ) : file.contentType.startsWith('audio/') ? (
          <VoicePlayer key={file.id} file={file} own={own} />
        ) : (
          <DocumentAttachment key={file.id} file={file} />
        ),
      )}
    </span>
  )
}

import type { PostImage } from '@quad/shared'
import { useId, useLayoutEffect, useRef } from 'react'
import { DialogHeader } from '../../../components/dialog-header.tsx'
import { ModalDialog } from '../../../components/modal-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'

const stepClass =
  'min-h-11 rounded-lg px-4 text-sm font-semibold text-zinc-900 hover:bg-zinc-100 disabled:opacity-40 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:outline-white'

/**
 * One photo at full size in a modal dialog: arrows (buttons and ← →) step through the
 * post's photos; Escape or Close returns focus to the thumbnail that opened it.
 */
export function ImageLightbox({
  images,
  index,
  altOf,
  onIndex,
  onClose,
}: {
  images: PostImage[]
  /** The photo shown, or null when closed. */
  index: number | null
  altOf: (index: number) => string
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const titleId = useId()
  const opener = useRef<HTMLElement | null>(null)
  const isOpen = index !== null
  // Before the dialog opens and takes focus: the thumbnail that opened it.
  useLayoutEffect(() => {
    if (isOpen && opener.current === null && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement
  }, [isOpen])
  const image = index === null ? undefined : images[index]
  const count = images.length
  const step = (by: number) => {
    if (index === null) return
    const next = index + by
    if (next >= 0 && next < count) onIndex(next)
  }
  return (
    <ModalDialog
      open={index !== null}
      onClose={onClose}
      onClosed={() => {
        opener.current?.focus()
        opener.current = null
      }}
      labelledBy={titleId}
      className="m-auto flex max-h-[calc(100dvh-2rem)] w-[min(64rem,calc(100%-2rem))] flex-col overflow-hidden rounded-2xl bg-white text-zinc-900 shadow-2xl backdrop:bg-zinc-950/80 dark:bg-zinc-900 dark:text-zinc-50"
    >
      {image && index !== null ? (
        // Arrow keys step through the photos; the dialog itself handles them.
        <div
          className="flex min-h-0 flex-col"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') step(1)
            if (event.key === 'ArrowLeft') step(-1)
          }}
        >
          <DialogHeader
            titleId={titleId}
            title={t('feed.imageDialog', { n: index + 1, count })}
            closeLabel={t('feed.close')}
            onClose={onClose}
          />
          <div className="grid min-h-0 flex-1 place-items-center bg-zinc-950 p-2">
            <img
              src={image.url}
              alt={altOf(index)}
              width={image.width}
              height={image.height}
              className="max-h-[calc(100dvh-10rem)] w-auto max-w-full object-contain"
            />
          </div>
          {count > 1 ? (
            <div className="flex justify-between gap-2 p-2">
              <button
                type="button"
                className={stepClass}
                disabled={index === 0}
                onClick={() => step(-1)}
              >
                {t('feed.imagePrevious')}
              </button>
              <button
                type="button"
                className={stepClass}
                disabled={index === count - 1}
                onClick={() => step(1)}
              >
                {t('feed.imageNext')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </ModalDialog>
  )
}

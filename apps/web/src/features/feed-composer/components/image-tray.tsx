import { useRef } from 'react'
import { flushSync } from 'react-dom'
import { TileButton } from './tile-button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { PostImageDraft } from '../use-post-images.ts'

interface ImageTrayProps {
  images: PostImageDraft[]
  onRemove: (key: string) => void
  onMove: (key: string, by: -1 | 1) => void
}

const MOVES = [
  { by: -1, label: 'feedComposer.moveEarlier', icon: 'chevronLeft' },
  { by: 1, label: 'feedComposer.moveLater', icon: 'chevronRight' },
] as const

/**
 * The post's photos in their order, each a square tile (fixed size: nothing shifts as
 * previews load) with its upload's progress or what went wrong, Remove and Move.
 */
export function ImageTray({ images, onRemove, onMove }: ImageTrayProps) {
  const listRef = useRef<HTMLOListElement>(null)
  /** Focus stays on the moved photo's button, or its other one once it reaches an end. */
  const move = (key: string, by: -1 | 1) => {
    flushSync(() => {
      onMove(key, by)
    })
    const button = (way: -1 | 1) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${key}:${String(way)}"]`)
    const same = button(by)
    ;(same && !same.disabled ? same : button(by === 1 ? -1 : 1))?.focus()
  }
  if (images.length === 0) return null
  return (
    <ol
      ref={listRef}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3"
      aria-label={t('feedComposer.photos')}
    >
      {images.map((image, position) => {
        const names = { index: position + 1, name: image.name }
        return (
          <li
            key={image.key}
            className={`flex flex-col gap-1 rounded-lg border p-1 ${image.status === 'error' ? 'border-red-700 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'}`}
          >
            <div className="relative aspect-square overflow-hidden rounded-md bg-zinc-200 dark:bg-zinc-800">
              {image.previewUrl ? (
                <img
                  src={image.previewUrl}
                  alt={t('feedComposer.photoAlt', names)}
                  className={`size-full object-cover ${image.status === 'uploading' ? 'opacity-60' : ''}`}
                />
              ) : (
                <span className="grid size-full place-items-center p-2 text-center text-sm break-all text-zinc-700 dark:text-zinc-300">
                  {image.name}
                </span>
              )}
              <div className="absolute top-1 right-1 flex gap-1">
                {MOVES.map(({ by, label, icon }) => (
                  <TileButton
                    key={by}
                    label={t(label, names)}
                    icon={icon}
                    data-move={`${image.key}:${String(by)}`}
                    disabled={by === -1 ? position === 0 : position === images.length - 1}
                    onClick={() => {
                      move(image.key, by)
                    }}
                  />
                ))}
                <TileButton
                  label={t('feedComposer.removePhoto', names)}
                  icon="close"
                  onClick={() => {
                    onRemove(image.key)
                  }}
                />
              </div>
              {image.status === 'uploading' ? (
                <progress
                  className="absolute inset-x-2 bottom-2 h-2 w-[calc(100%-1rem)] accent-school"
                  max={1}
                  value={image.progress}
                  aria-label={t('feedComposer.uploading', { name: image.name })}
                />
              ) : null}
            </div>
            {image.error ? (
              <p role="alert" className="px-1 text-sm text-red-700 dark:text-red-300">
                {image.error}
              </p>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}

import type { PostImage } from '@quad/shared'
import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { ImageLightbox } from './image-lightbox.tsx'

/** Thumbnails shown in the grid; the rest are one tap away in the lightbox ("+3"). */
const GRID_MAX = 4

const thumbClass =
  'relative block w-full overflow-hidden rounded-xl bg-zinc-200 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-focus dark:bg-zinc-800 dark:focus-visible:outline-white'

/**
 * A post's photos (1–10): previews with their width and height set, so nothing shifts as
 * they load; one photo keeps its shape, several share a square grid. Each opens the
 * lightbox with the full image.
 */
export function PostImages({ images, authorName }: { images: PostImage[]; authorName: string }) {
  const [open, setOpen] = useState<number | null>(null)
  const count = images.length
  if (count === 0) return null
  const altOf = (index: number) => t('feed.imageAlt', { n: index + 1, count, name: authorName })
  const shown = images.slice(0, GRID_MAX)
  const single = count === 1
  return (
    <>
      <ul
        aria-label={t('feed.imagesLabel', { count })}
        className={single ? 'mt-3' : 'mt-3 grid grid-cols-2 gap-1.5'}
      >
        {shown.map((image, index) => {
          const hidden = index === GRID_MAX - 1 ? count - GRID_MAX : 0
          return (
            <li key={image.id}>
              <button
                type="button"
                aria-label={
                  hidden > 0
                    ? t('feed.imageOpenMore', { more: hidden, n: index + 1, count })
                    : t('feed.imageOpen', { n: index + 1, count })
                }
                onClick={() => setOpen(index)}
                className={thumbClass}
              >
                <img
                  src={image.previewUrl}
                  alt={altOf(index)}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className={
                    single
                      ? 'h-auto max-h-[32rem] w-full object-cover'
                      : 'aspect-[4/3] h-auto w-full object-cover'
                  }
                  style={
                    single
                      ? { aspectRatio: `${String(image.width)} / ${String(image.height)}` }
                      : undefined
                  }
                />
                {hidden > 0 ? (
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 grid place-items-center bg-zinc-950/60 text-2xl font-semibold text-white"
                  >
                    +{hidden}
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
      <ImageLightbox
        images={images}
        index={open}
        altOf={altOf}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  )
}

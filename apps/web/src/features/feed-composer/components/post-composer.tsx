import type { ClubChannel, Post } from '@quad/shared'
import { Suspense, useId, useRef, useState } from 'react'
import { useIsPhone } from '../../../lib/ssr/phone-guess.ts'
import { flushSync } from 'react-dom'
import { t } from '../../../lib/i18n/t.ts'
import { composerForm } from './lazy-parts.tsx'

export interface PostComposerProps {
  /** The club whose channel it posts to; none: the school feed. */
  clubId?: string | undefined
  channel?: ClubChannel | undefined
  /** A public club's news may also be shown in the school feed. */
  clubIsPublic?: boolean | undefined
  /** The post as stored: the list puts it at the top at once. */
  onPosted?: ((post: Post) => void) | undefined
}

/**
 * Writing a post (issue 16 items 1-2): rich text with @mentions, photos, a poll, a title
 * for a forum thread, sharing a public club's news to the school. Shown only where the
 * feed said the viewer may post (`FeedPage.canPost`); the server decides each post again.
 */
export function PostComposer({ clubId, channel, clubIsPublic, onPosted }: PostComposerProps) {
  const headingId = useId()
  const place = clubId ? (channel ?? 'news') : 'school'
  // Phones show one line until the student taps it to write (issue 16 item 6). It opens on
  // activation, not on mere focus: moving focus when tabbing by would break WCAG 3.2.1.
  // Open at once on a wider screen. Once the student has opened it or done anything in it,
  // it stays open when the window narrows: a draft is never folded away. Untouched, it
  // follows the screen (a page the server drew for a wide screen, opened on a phone).
  const phone = useIsPhone()
  const [isOpen, setOpen] = useState(false)
  const [isTouched, setTouched] = useState(false)
  if (!phone && !isOpen) setOpen(true)
  if (phone && isOpen && !isTouched) setOpen(false)
  const touch = () => {
    if (!isTouched) setTouched(true)
  }
  const ref = useRef<HTMLElement>(null)
  // The form's code comes when the student heads for the prompt (it is not in the page's
  // first load, issue 32); opening waits for it if need be, then renders at once, so focus
  // can move into what replaced the prompt.
  const prefetch = () => void composerForm.load()
  const open = () => {
    flushSync(() => {
      setOpen(true)
      setTouched(true)
    })
    ref.current?.querySelector<HTMLElement>('[data-field="title"], [data-field="body"]')?.focus()
  }

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      data-composer
      onInputCapture={touch}
      onClickCapture={touch}
      className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id={headingId} className={isOpen ? 'text-lg font-semibold' : 'sr-only'}>
        {t(`feedComposer.heading.${place}`)}
      </h2>
      {isOpen ? (
        <Suspense
          fallback={
            <p className="min-h-40 text-zinc-600 dark:text-zinc-400">{t('feedComposer.loading')}</p>
          }
        >
          <composerForm.Component
            target={{ clubId, channel, clubIsPublic }}
            labelledBy={headingId}
            onPosted={onPosted}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          aria-expanded="false"
          onClick={() => composerForm.whenLoaded(open)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onTouchStart={prefetch}
          className="min-h-12 w-full rounded-full border border-zinc-400 px-4 text-left text-zinc-700 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-zinc-600 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
        >
          {t(`feedComposer.prompt.${place}`)}
        </button>
      )}
    </section>
  )
}

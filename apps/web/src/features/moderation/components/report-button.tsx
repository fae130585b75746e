import { lazy, Suspense, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import '../messages.ts'
import type { ReportKind } from '../api.ts'

// Loaded and mounted on first use: every post, comment, club page and profile card shows
// "Report", and few are ever opened. Until then a card holds a button, not a closed
// <dialog>, a mutation observer and the dialog's state (hydration, P5).
const ReportDialog = lazy(() =>
  import('./report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
)

/**
 * "Report" on a profile card, a club page, a post or a comment (issue 14 item 4, issue 16):
 * a quiet text button, so it never competes with the page's own actions, opening the
 * report dialog. `uid` is the subject's public id (a post's or comment's `id`).
 */
export function ReportButton({
  kind,
  uid,
  name,
}: {
  kind: ReportKind
  uid: string
  /** Who or what is reported, for the button's accessible name ("Report Maya Lee’s post"). */
  name: string
}) {
  const [open, setOpen] = useState(false)
  // Once opened the dialog stays mounted: closing it returns focus to this button.
  const [opened, setOpened] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label={`${t('moderation.report')} ${name}`}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-zinc-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-zinc-300 dark:focus-visible:outline-white"
      >
        {t('moderation.report')}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} uid={uid} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

import type { FocusEvent } from 'react'
import { t } from '../../lib/i18n/t.ts'
import { toastStore } from '../../lib/toasts/toast.ts'
import type { Toast, ToastType } from '../../lib/toasts/toast-store.ts'
import { DismissButton } from '../../components/dismiss-button.tsx'

/* Each pair keeps ≥ 4.5:1 contrast, light and dark. */
const ACCENT: Record<ToastType, string> = {
  Success: 'border-green-600 dark:border-green-400',
  Error: 'border-red-600 dark:border-red-400',
  Info: 'border-sky-600 dark:border-sky-400',
  Warning: 'border-amber-600 dark:border-amber-400',
}

/** Spec 4: hovering or focusing a toast holds it open; leaving restarts its 5000 ms. */
export function ToastItem({ toast }: { toast: Toast }) {
  const hold = (reason: 'hover' | 'focus', isHeld: boolean) => () =>
    toastStore.hold(toast.id, reason, isHeld)

  // Focus moving between the toast's own parts (text → button) is not leaving it.
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget)) return
    toastStore.hold(toast.id, 'focus', false)
  }

  return (
    <div
      data-testid="toast"
      // Over, not Enter: React's onMouseEnter skips a `mouseover` whose `relatedTarget` it
      // manages, trusting that element's `mouseout` to have said so. As the menu closed on
      // Log out, Chromium sent the `mouseover` with no `mouseout` before it, and a pointer
      // moved onto this toast did not hold it (alerts.spec.ts failed 4 runs in 22).
      onMouseOver={hold('hover', true)}
      onMouseLeave={hold('hover', false)}
      onFocus={hold('focus', true)}
      onBlur={handleBlur}
      className={`pointer-events-auto flex items-center gap-3 rounded-lg border-l-4 bg-zinc-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900 ${ACCENT[toast.type]}`}
    >
      <p className="min-w-0 flex-1">{toast.message}</p>
      <DismissButton
        label={t('toasts.dismiss')}
        onDismiss={() => toastStore.dismiss(toast.id)}
        hoverClass="hover:bg-white/15 dark:hover:bg-black/10"
      />
    </div>
  )
}

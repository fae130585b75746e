import { t } from '../../lib/i18n/t.ts'
import { ToastItem } from './toast-item.tsx'
import { useToasts } from '../../lib/toasts/use-toasts.ts'

/**
 * One polite live region, always in the page, so each toast added to it is announced
 * without interrupting (quality brief: live regions announce toasts). Fixed at the
 * bottom, clear of the phone's home indicator; needs no router context.
 */
export function ToastRegion() {
  const toasts = useToasts()
  return (
    <section
      aria-label={t('toasts.region')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div role="status" aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  )
}

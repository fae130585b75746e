import '../messages.ts'
import { t } from '../../../lib/i18n/t.ts'
import { buttonVariants } from '../../../components/button-styles.ts'

/**
 * Spec 4 status -2 "requesting". Focusable and aria-disabled rather than disabled, so
 * keyboard focus has somewhere to stay until the new buttons arrive.
 */
export function BusyButton() {
  return (
    <button
      type="button"
      aria-disabled="true"
      data-control="busy"
      className={`${buttonVariants.secondary} cursor-progress gap-2`}
    >
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-zinc-300 border-t-zinc-900 motion-reduce:animate-none dark:border-zinc-600 dark:border-t-zinc-50"
      />
      {t('connections.working')}
    </button>
  )
}

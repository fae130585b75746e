import { t } from '../../../lib/i18n/t.ts'

/**
 * "Saved." in a polite live region (emptied while a save is under way, so each one is
 * announced); a refusal as an alert, the previous choice already back on screen.
 */
export function SaveStatus({ isSuccess, error }: { isSuccess: boolean; error: Error | null }) {
  return (
    // Sticks to the bottom of the screen while the section is in view, beside what changed.
    <div className="pointer-events-none sticky bottom-3 z-10 flex flex-col items-end gap-2">
      <p
        role="status"
        className="rounded-full bg-green-800 px-4 text-sm leading-8 font-medium text-white empty:hidden"
      >
        {isSuccess ? t('notifications.saved') : ''}
      </p>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-700 px-4 py-2 text-sm font-medium text-white">
          {t('notifications.saveFailed', { reason: error.message })}
        </p>
      ) : null}
    </div>
  )
}

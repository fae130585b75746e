import { t } from '../../../app/i18n/t.ts'

/**
 * "Saved." in a polite live region (emptied while a save is under way, so each one is
 * announced); a refusal as an alert, the previous choice already back on screen.
 */
export function SaveStatus({ isSuccess, error }: { isSuccess: boolean; error: Error | null }) {
  return (
    <div className="sticky top-0 z-10 min-h-6">
      <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
        {isSuccess ? t('notifications.saved') : ''}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('notifications.saveFailed', { reason: error.message })}
        </p>
      ) : null}
    </div>
  )
}

import { t } from '../../../lib/i18n/t.ts'

/** A change the server refused (already undone on screen), said out loud. */
export function ActionError({ error }: { error: Error | null }) {
  if (!error) return null
  return (
    <p role="alert" className="pb-2 text-sm font-medium text-red-700 dark:text-red-300">
      {t('notifications.failed', { reason: error.message })}
    </p>
  )
}

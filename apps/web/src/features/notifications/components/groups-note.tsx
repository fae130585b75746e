import { t } from '../../../lib/i18n/t.ts'

/**
 * Club settings come per club and role (spec 3 "groups"); until the student is in a club,
 * say so and where to find one rather than show an empty table.
 */
export function GroupsNote({ count }: { count: number }) {
  if (count > 0) return null
  return (
    <div className="rounded-xl bg-zinc-100 p-4 dark:bg-zinc-800">
      <h3 className="text-lg font-semibold">{t('notifications.groupsTitle')}</h3>
      <p className="mt-1 text-zinc-800 dark:text-zinc-200">{t('notifications.groupsEmpty')}</p>
    </div>
  )
}

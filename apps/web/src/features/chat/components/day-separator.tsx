import { t } from '../../../lib/i18n/t.ts'
import { dayLabel } from '../day-label.ts'

/** A day's heading in the history ("Today", "Yesterday", "Thursday 19 November"). */
export function DaySeparator({ date }: { date: Date }) {
  return (
    <li className="my-3 flex items-center gap-3 text-xs font-semibold text-zinc-700 dark:text-zinc-300">
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200 dark:bg-zinc-700" />
      <h3>{dayLabel(date, new Date())}</h3>
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200 dark:bg-zinc-700" />
    </li>
  )
}

/** "New messages": where the student had read to when they opened the conversation. */
export function UnreadDivider() {
  return (
    <li className="my-3 flex items-center gap-3 text-xs font-semibold text-red-800 dark:text-red-300">
      <span aria-hidden="true" className="h-px flex-1 bg-red-700 dark:bg-red-400" />
      <h3>{t('chat.newMessages')}</h3>
      <span aria-hidden="true" className="h-px flex-1 bg-red-700 dark:bg-red-400" />
    </li>
  )
}

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

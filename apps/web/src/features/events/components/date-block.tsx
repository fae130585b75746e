import type { Event } from '@quad/shared'
import { dateBlock } from '../event-time.ts'
import type { SchoolClock } from '../../../lib/school/school-clock.ts'

/** The card's calendar-leaf date: decorative, the card's time line says it in words. */
export function DateBlock({ event, clock }: { event: Event; clock: SchoolClock }) {
  const { month, day, weekday } = dateBlock(event, clock)
  return (
    <span
      aria-hidden="true"
      className="flex w-16 shrink-0 flex-col self-start items-center rounded-xl border border-zinc-300 bg-zinc-50 py-2 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-50"
    >
      <span className="text-xs font-semibold tracking-wide uppercase">{month}</span>
      <span className="text-2xl leading-tight font-bold">{day}</span>
      <span className="text-xs text-zinc-700 dark:text-zinc-300">{weekday}</span>
    </span>
  )
}

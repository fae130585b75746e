import { addDays, addMonths, endOfWeek, startOfWeek } from 'date-fns'
import { WEEK_STARTS_ON } from './calendar-dates.ts'

/**
 * The month grid's keys (WAI-ARIA APG date grid): arrows by day and week, Home/End to the
 * week's Monday and Sunday (spec 9: weeks start on Monday), Page Up/Down by month (with
 * Shift, by year). Null for a key the grid does not use, so it keeps its default.
 */
export function dayForKey(key: string, shiftKey: boolean, day: Date): Date | null {
  const week = { weekStartsOn: WEEK_STARTS_ON } as const
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1)
    case 'ArrowRight':
      return addDays(day, 1)
    case 'ArrowUp':
      return addDays(day, -7)
    case 'ArrowDown':
      return addDays(day, 7)
    case 'Home':
      return startOfWeek(day, week)
    case 'End':
      return endOfWeek(day, week)
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1)
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1)
    default:
      return null
  }
}

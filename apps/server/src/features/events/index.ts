/** The events feature's public entry: what other features may use. */
export { calendarPartPoint } from './extension-points.ts'
export type { CalendarPart, CalendarWindow } from './calendar-parts.ts'
export { upcomingEventsNaming, type WordedEvent } from './goal-events.ts'
export { wallClock } from './event-dates.ts'
export { attendanceCounts, type AttendanceCounts } from './attendance-report.ts'

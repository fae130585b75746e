/** The calendar section (issue 15): only the route composes it. */
export { CalendarPage } from './components/calendar-page.tsx'
export { calendarPageReads } from './calendar-page-reads.ts'

/** The meetings feature's public entry: what other features may use. */
export { upcomingMeetingCount } from './meetings.service.ts'

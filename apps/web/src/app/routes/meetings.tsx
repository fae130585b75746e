import { MeetingsPage } from '../../features/meetings/index.ts'

/** /meetings (issue 36 item 6): office hours and booked meetings. */
export function Component() {
  return <MeetingsPage />
}

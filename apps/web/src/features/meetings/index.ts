/*
 * The meetings feature's public entry (issue 36 item 6): the /meetings page. A profile's
 * "Book a meeting" (components/book-meeting.tsx) and the socket's handler (realtime.ts) are
 * imported by their own files, so a page with a profile card or the shell's socket does
 * not carry the page.
 */
import './messages.ts'

export { MeetingsPage } from './components/meetings-page.tsx'

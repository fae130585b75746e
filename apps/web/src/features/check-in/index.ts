/** The check-in feature's public entry (issue 15 item 4, decision 039): its page for the route. */
import './messages.ts'

export { CheckInPage } from './components/check-in-page.tsx'
export { checkInEventQuery } from './api.ts'

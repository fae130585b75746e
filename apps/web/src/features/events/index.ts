/*
 * The events feature's public entry (decision 019): the section's pages for its routes, and
 * the club page's list of a club's events (the club route composes it, as a slot).
 */
import './messages.ts'

export { EventsPage } from './components/events-page.tsx'
export { EventPage } from './components/event-page.tsx'
export { clubEventsQuery, eventQuery, myNextEventsQuery } from './api.ts'
export { ClubEvents } from './components/club-events.tsx'
export { MyNextEvents } from './components/my-next-events.tsx'
export { eventsPageReads } from './events-page-reads.ts'
export { RegistrationPage } from './components/registration-page.tsx'
export { eventRegistrationQuery } from './registration-api.ts'

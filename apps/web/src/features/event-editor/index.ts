/**
 * The event editor's public entry (issue 15): its pages for the routes, and the "Create
 * event" link a club's Manage area shows through the club route's slot.
 */
import './messages.ts'

export { NewEventPage } from './components/new-event-page.tsx'
export { EditEventPage } from './components/edit-event-page.tsx'
export { CreateEventLink } from './components/create-event-link.tsx'
export { editableEventQuery } from './api.ts'

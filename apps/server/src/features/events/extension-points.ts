import { extensionPoint } from '../../platform/extension-points.ts'
import type { CalendarPart } from './calendar-parts.ts'

// The events feature's point, in a file of its own: a contributor's module.ts imports it
// through index.ts, and nothing here loads the feature's routes or queries.

/** A student's dated items a feature adds to their calendar answer (classes; decision 051). */
export const calendarPartPoint = extensionPoint<CalendarPart>('events.calendar')

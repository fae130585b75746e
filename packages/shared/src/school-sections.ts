import type { NavKey, SchoolSections } from './school.ts'

// Apart from school.ts's schemas, so the web shell's menu reads it without zod (decision 066).

/** Every section on: a school that switched none off, or a host that supplies no sections. */
export const ALL_SECTIONS_ON: SchoolSections = {
  events: true,
  calendar: true,
  clubs: true,
  edu: true,
  financial: true,
  chat: true,
  directory: true,
}

/**
 * Issue 30 bug 5: the destinations the left bar and the bottom menu may hold, which the
 * school puts in order (Admin → School). Spec 2 named Home, Directory, Chat and the Dev
 * space; the Dev space is a placeholder, and students look for events, their calendar and
 * clubs first, so the default is the order they would choose.
 */
export const NAV_KEYS = ['home', 'events', 'calendar', 'clubs', 'directory', 'chat'] as const
/** Spec 2's bottom menu has four destinations and More; the left bar holds the same. */
export const NAV_BAR_MAX = 4
export const DEFAULT_NAV_BAR: readonly NavKey[] = ['home', 'events', 'clubs', 'chat']

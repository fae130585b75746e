import type { SchoolSections } from './school.ts'

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

import type { MeetingPerson } from '@quad/shared'

/** A slot's host or guest as the lists name them. */
export const nameOf = (person: Pick<MeetingPerson, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`

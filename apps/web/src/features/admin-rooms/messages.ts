import { registerMessages } from '../../lib/i18n/t.ts'

/** The admin console's Rooms page (issue 37 item 4, decision 105). */
export const adminRoomsMessages = {
  'adminRooms.intro':
    'The rooms clubs and staff can book with an event. Two events never hold one room at the same time.',
  'adminRooms.add': 'Add a room',
  'adminRooms.loading': 'Loading rooms…',
  'adminRooms.error': 'The rooms could not be loaded.',
  'adminRooms.retry': 'Try again',
  'adminRooms.empty': 'No rooms yet. Add the rooms events may book.',
  'adminRooms.listLabel': 'Rooms',
  'adminRooms.holds': 'Holds {count}',
  'adminRooms.uncounted': 'No set capacity',
  'adminRooms.edit': 'Edit',
  'adminRooms.editLabel': 'Edit {name}',
  'adminRooms.archive': 'Archive',
  'adminRooms.archiveLabel': 'Archive {name}',
  'adminRooms.archived': '{name} is archived: events can no longer book it.',
  'adminRooms.saved': '{name} is saved.',
  'adminRooms.failed': 'That did not work: {reason}',
  'adminRooms.addTitle': 'Add a room',
  'adminRooms.editTitle': 'Edit {name}',
  'adminRooms.close': 'Close',
  'adminRooms.cancel': 'Cancel',
  'adminRooms.submit': 'Save room',
  'adminRooms.saving': 'Saving…',
  'adminRooms.name': 'Name',
  'adminRooms.nameHint': 'As people find it: building and number, say “Hall B 204”.',
  'adminRooms.capacity': 'Capacity (optional)',
  'adminRooms.capacityHint': 'How many people it holds; an event booking it may not allow more.',
  'adminRooms.features': 'Features (optional)',
  'adminRooms.featuresHint': 'Separated by commas: projector, whiteboard, step-free access.',
} as const satisfies Record<string, string>

export type AdminRoomsMessages = typeof adminRoomsMessages
registerMessages(adminRoomsMessages)

declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends AdminRoomsMessages {}
}

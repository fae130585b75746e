import { registerMessages } from '../../lib/i18n/t.ts'

/** The admin console's Badges page (issue 36 item 3, decision 100). */
export const adminBadgesMessages = {
  'adminBadges.intro':
    'Define the badges students earn by taking part, and the points each is worth on the term’s leaderboards.',
  'adminBadges.create': 'Define a badge',
  'adminBadges.loading': 'Loading badges…',
  'adminBadges.error': 'The badges could not be loaded.',
  'adminBadges.retry': 'Try again',
  'adminBadges.empty': 'No badges yet. Define one, and students who already meet it earn it.',
  'adminBadges.listLabel': 'Badges',
  'adminBadges.points': '{points} points',
  'adminBadges.awarded': 'Held by {count}',
  'adminBadges.archivedFlag': 'Archived',
  'adminBadges.archive': 'Archive',
  'adminBadges.archiveLabel': 'Archive {name}',
  'adminBadges.archived': '{name} is archived: no one earns it any more; holders keep it.',
  'adminBadges.created': '{name} is defined; students who already meet it will have it shortly.',
  'adminBadges.failed': 'That did not work: {reason}',
  'adminBadges.createTitle': 'Define a badge',
  'adminBadges.close': 'Close',
  'adminBadges.cancel': 'Cancel',
  'adminBadges.submit': 'Define badge',
  'adminBadges.saving': 'Saving…',
  'adminBadges.name': 'Name',
  'adminBadges.description': 'Description',
  'adminBadges.icon': 'Icon',
  'adminBadges.pointsLabel': 'Points',
  'adminBadges.criterion': 'Earned by',
  'adminBadges.count': 'How many',
  'adminBadges.category': 'Event category (optional)',
  'adminBadges.categoryHint': 'Only events of this category count; leave empty for any event.',
  'adminBadges.transcriptCategory': 'Transcript category',
  'adminBadges.transcriptCategoryHint':
    'Approved co-curricular transcript entries of this category count (its name, as Admin → Transcript lists it).',
  'adminBadges.kind.events_attended': 'Checking in at events',
  'adminBadges.kind.officer': 'Serving as a club officer',
  'adminBadges.kind.clubs_joined': 'Joining clubs',
  'adminBadges.kind.transcript_category': 'Co-curricular transcript entries',
  'adminBadges.rule.events_attended': 'Check in at {count} events',
  'adminBadges.rule.eventsOfCategory': 'Check in at {count} {category} events',
  'adminBadges.rule.officer': 'Serve as a club officer',
  'adminBadges.rule.clubs_joined': 'Join {count} clubs',
  'adminBadges.rule.transcript_category': '{count} transcript entries in {category}',
  'adminBadges.icon.star': 'Star',
  'adminBadges.icon.trophy': 'Trophy',
  'adminBadges.icon.calendar': 'Calendar',
  'adminBadges.icon.people': 'People',
  'adminBadges.icon.shield': 'Shield',
  'adminBadges.icon.book': 'Book',
} as const satisfies Record<string, string>

export type AdminBadgesMessages = typeof adminBadgesMessages
registerMessages(adminBadgesMessages)

declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends AdminBadgesMessages {}
}

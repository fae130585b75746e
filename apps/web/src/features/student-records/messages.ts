import { registerMessages } from '../../lib/i18n/t.ts'

/** The admin's student-records feed panel on /admin/integrations (issue 17). */
export const sisMessages = {
  'sis.title': 'Student records feed',
  'sis.intro':
    'Your student information system pushes terms, courses, class meetings, enrollments, balances and holds to Quad with a school API key. Each key works only for {school}.',
  'sis.keysTitle': 'API keys',
  'sis.loading': 'Loading the API keys…',
  'sis.loadFailed': 'The API keys could not be loaded. Reload to try again.',
  'sis.noKeys': 'No API keys yet. Create one for your student information system.',
  'sis.create': 'Create API key',
  'sis.createTitle': 'Create an API key',
  'sis.name': 'Name',
  'sis.nameRequired': 'Give the key a name.',
  'sis.nameHint': 'What uses it, e.g. “Banner nightly export”.',
  'sis.creating': 'Creating…',
  'sis.createdTitle': 'Your new API key',
  'sis.keyLabel': 'API key',
  'sis.keyWarning':
    'Copy this key now and store it in your student information system. Quad keeps only a fingerprint of it: it will not be shown again.',
  'sis.copy': 'Copy key',
  'sis.copied': 'Copied to the clipboard.',
  'sis.copyFailed': 'Could not copy here. Select the key and copy it yourself.',
  'sis.done': 'Done',
  'sis.close': 'Close',
  'sis.cancel': 'Cancel',
  'sis.keyPrefix': 'Starts with {prefix}',
  'sis.createdOn': 'Created {date}',
  'sis.createdOnBy': 'Created {date} by {name}',
  'sis.lastUsed': 'Last used {date}',
  'sis.neverUsed': 'Never used',
  'sis.active': 'Active',
  'sis.expires': 'Works until {date}',
  'sis.expired': 'Expired {date}',
  'sis.revokedOn': 'Revoked {date}',
  'sis.rotate': 'Rotate',
  'sis.rotateNamed': 'Rotate {name}',
  'sis.rotateTitle': 'Rotate {name}',
  'sis.rotateBody':
    'A new key replaces this one. Keep the old key working long enough to put the new one in place.',
  'sis.grace': 'The old key keeps working',
  'sis.grace0': 'Stop it now',
  'sis.grace1': 'For 1 hour',
  'sis.grace24': 'For 24 hours',
  'sis.grace72': 'For 3 days',
  'sis.grace168': 'For 7 days',
  'sis.rotating': 'Rotating…',
  'sis.revoke': 'Revoke',
  'sis.revokeNamed': 'Revoke {name}',
  'sis.revokeTitle': 'Revoke {name}?',
  'sis.revokeBody':
    'The key stops working at once: pushes that use it are refused. This cannot be undone.',
  'sis.revoked': 'The key {name} was revoked.',
  'sis.failed': 'That did not work: {reason}',
  'sis.statusTitle': 'Last synced',
  'sis.statusLoading': 'Loading the sync times…',
  'sis.statusFailed': 'The sync times could not be loaded.',
  'sis.kind.terms': 'Terms',
  'sis.kind.courses': 'Courses and sections',
  'sis.kind.meetings': 'Class meetings',
  'sis.kind.enrollments': 'Enrollments',
  'sis.kind.balances': 'Balances',
  'sis.kind.holds': 'Holds',
  'sis.syncedAt': '{date}, {items} items',
  'sis.neverSynced': 'Never',
  'sis.lastFailed': 'The last push failed {date}: {error}',
} as const

registerMessages(sisMessages)

type SisMessages = typeof sisMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends SisMessages {}
}

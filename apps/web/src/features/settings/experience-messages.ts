import { registerMessages } from '../../lib/i18n/t.ts'

/**
 * The experience entries' strings (issue 36 item 4), loaded with their section (a lazy chunk
 * of /settings/profile), not with every settings page.
 */
export const experienceMessages = {
  'settings.experiencesTitle': 'Experience',
  'settings.experiencesHint':
    'Jobs, internships, research and volunteering, in the order your profile shows them. Who sees them is set under Privacy.',
  'settings.experiencesEmpty':
    'Nothing here yet: add a job, an internship, research or volunteering.',
  'settings.experiencesError':
    'Your experience could not be loaded. Check your connection and try again.',
  'settings.experiencesLoading': 'Loading your experience…',
  'settings.experienceAdd': 'Add experience',
  'settings.experienceEditTitle': 'Edit experience',
  'settings.experienceEdit': 'Edit {title}',
  'settings.experienceEditButton': 'Edit',
  'settings.experienceRemove': 'Delete {title}',
  'settings.experienceUp': 'Move {title} up',
  'settings.experienceDown': 'Move {title} down',
  'settings.experienceKind': 'Kind',
  'settings.experienceRole': 'Title or role',
  'settings.experienceOrganization': 'Organization',
  'settings.experienceStart': 'Started',
  'settings.experienceEnd': 'Ended',
  'settings.experienceOngoing': 'I still do this',
  'settings.experienceDescription': 'What you did (optional)',
  'settings.experienceSave': 'Save',
  'settings.experienceSaving': 'Saving…',
  'settings.experienceCancel': 'Cancel',
  'settings.experienceClose': 'Close',
  'settings.experienceDeleteTitle': 'Delete {title}?',
  'settings.experienceDeleteBody': 'It goes from your profile. This cannot be undone.',
  'settings.experienceDeleteConfirm': 'Delete',
  'settings.experienceSaved': 'Saved to your profile.',
  'settings.experienceDeleted': 'Deleted from your profile.',
  'settings.experienceFailed': 'That did not work: {reason}',
} as const satisfies Record<string, string>

registerMessages(experienceMessages)

type ExperienceMessages = typeof experienceMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends ExperienceMessages {}
}

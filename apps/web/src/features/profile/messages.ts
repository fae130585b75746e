import { registerMessages } from '../../lib/i18n/t.ts'

/**
 * The profile card's strings, registered when the first of the feature's modules loads
 * (decision 019); the page title stays in lib/i18n/messages.ts with the shell.
 */
export const profileMessages = {
  'profile.body': 'The full profile page: photo, bio, interests, and the ways to connect.',
  'profile.bodyFor':
    'The full profile of student {uid}: photo, bio, interests, and the ways to connect.',
  'profile.embedTitle': 'Your profile',
  'profile.embedBody': 'A compact profile card for pages that embed Quad.',
  'profile.close': 'Close profile',
  'profile.dialogLabel': 'Profile of {name}',
  'profile.loading': 'Loading profile…',
  'profile.notFoundTitle': 'Profile not found',
  'profile.notFoundBody':
    'This profile does not exist or is not shared with you. Search the directory for the person instead.',
  'profile.toDirectory': 'Go to the directory',
  'profile.errorTitle': 'The profile did not load',
  'profile.errorBody': 'Check your connection, then try again.',
  'profile.bio': 'About',
  'profile.readMore': 'Read More',
  'profile.readLess': 'Read Less',
  'profile.languages': 'Languages',
  'profile.currentJob': 'Current job',
  'profile.jobAt': '{title} at {company}',
  'profile.lookingFor': 'What I am looking for',
  'profile.careerInterests': 'Career interests',
  'profile.interests': 'Personal interests and hobbies',
  'profile.sports': 'Favorite sports',
  'profile.contact': 'Contact details',
  'profile.email': 'Email',
  'profile.workPhone': 'Work phone',
  'profile.address': 'Address',
  'profile.currentAddress': 'Current address',
  'profile.groups': 'Groups',
  'profile.badges': 'Badges',
  'profile.experiences': 'Experience',
  'profile.experienceKind.work': 'Work',
  'profile.experienceKind.internship': 'Internship',
  'profile.experienceKind.research': 'Research',
  'profile.experienceKind.volunteering': 'Volunteering',
  'profile.experienceDates': '{start} – {end}',
  'profile.experienceNow': 'present',
  'profile.badgeAwarded': 'Awarded {date}',
  'profile.seeMore': 'See More',
  'profile.seeLess': 'See Less',
} as const satisfies Record<string, string>

registerMessages(profileMessages)

type ProfileMessages = typeof profileMessages
declare module '../../lib/i18n/messages.ts' {
  /** This feature's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the feature's keys
  interface SectionCatalogue extends ProfileMessages {}
}

import { registerMessages } from '../../lib/i18n/t.ts'

/** The admin console's frame strings (issue 14); each page's own are in its feature. */
export const adminMessages = {
  'admin.title': 'Admin',
  'admin.intro': 'Run {school} on Quad: its look, its people, its clubs and its safety.',
  'admin.navLabel': 'Admin pages',
  'admin.overviewPage': 'Overview',
  'admin.schoolPage': 'School',
  'admin.peoplePage': 'People',
  'admin.clubsPage': 'Clubs',
  'admin.moderationPage': 'Moderation',
  'admin.overviewPageTitle': 'Overview · Admin',
  'admin.schoolPageTitle': 'School · Admin',
  'admin.peoplePageTitle': 'People · Admin',
  'admin.clubsPageTitle': 'Clubs · Admin',
  'admin.badgesPage': 'Badges',
  'admin.badgesPageTitle': 'Badges · Admin',
  'admin.roomsPage': 'Rooms',
  'admin.roomsPageTitle': 'Rooms · Admin',
  'admin.approvalsPage': 'Event approvals',
  'admin.approvalsPageTitle': 'Event approvals · Admin',
  'admin.budgetsPage': 'Budget requests',
  'admin.budgetsPageTitle': 'Budget requests · Admin',
  'admin.formsPage': 'Forms',
  'admin.formsPageTitle': 'Forms · Admin',
  'admin.attendancePage': 'Attendance',
  'admin.attendancePageTitle': 'Attendance · Admin',
  'admin.attendanceIntro':
    'Who came to events, term by term and club by club: check-ins, no-shows, repeat attendees and new members.',
  'admin.transcriptPage': 'Transcript',
  'admin.transcriptPageTitle': 'Transcript · Admin',
  'admin.moderationPageTitle': 'Moderation · Admin',
  'admin.integrationsPage': 'Connected systems',
  'admin.integrationsPageTitle': 'Connected systems · Admin',
  'admin.signInPage': 'Sign-in',
  'admin.signInPageTitle': 'Sign-in · Admin',
  'admin.signInIntro':
    "How students and staff sign in: through your school's identity provider, with or without Quad passwords.",
  'admin.integrationsIntro':
    "Connect {school}'s learning system and student records, so students see their courses, classes and bills in Quad.",
  'admin.notAllowedTitle': 'Not for your account',
  'admin.notAllowedBody':
    'The admin console is for school admins and moderators. Ask a school admin if you need access.',
  'admin.comingSoonBody': 'This page of the admin console is being built.',
} as const satisfies Record<string, string>

registerMessages(adminMessages)

type AdminMessages = typeof adminMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends AdminMessages {}
}

/**
 * Every user-facing string, English first (issue 3 "Theming"). A school translates Quad by
 * supplying the same keys in another catalogue; `{name}` marks a value filled in by t().
 * Flat keys, grouped by prefix, so a translator sees each string once and in context.
 */
import type { chatMessages } from './chat-messages.ts'
import type { clubsMessages } from './clubs-messages.ts'
import type { notificationsMessages } from './notifications-messages.ts'
import type { settingsMessages } from './settings-messages.ts'

export const locale = 'en'

export const messages = {
  'app.name': 'Quad',
  'app.loading': 'Loading…',
  'app.titleWithSchool': 'Quad · {school}',
  'app.pageTitle': '{page} · {school}',
  'app.namedPage': '{name} · {page}',

  'error.notFoundTitle': 'Page not found',
  'error.notFoundBody':
    'There is no page at this address. Check the link, or start again from home.',
  'error.routeNotFoundBody': 'The page you asked for does not exist.',
  'error.title': 'Something went wrong',
  'error.body': 'Quad could not load this page. Check your connection, then try again.',
  'error.retry': 'Try again',
  'common.goHome': 'Go to home',
  'common.backHome': 'Back to home',
  'common.opensInNewTab': '(opens in a new tab)',

  'host.signedOutTitle': 'You are signed out',
  'host.signedOutBody': 'Sign in to your school portal to see this page.',

  'login.title': 'Sign in',
  'login.intro': 'Use your school email address and password.',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.errorCredentials': 'Email or password is incorrect.',
  'login.errorRateLimited': 'Too many sign-in attempts. Wait a minute, then try again.',
  'login.errorInvalid': 'Enter a valid email address and your password.',
  'login.errorUnknown': 'Something went wrong while signing in. Please try again.',
  'logout.action': 'Log out',
  'logout.pending': 'Logging out…',
  'logout.error': 'We could not log you out. Please try again.',
  'logout.done': 'You have signed out.',
  'session.ended': 'Your session has ended. Sign in again.',

  'alerts.region': 'Alerts',
  'alerts.dismiss': 'Dismiss alert',
  'alerts.typeSuccess': 'Success:',
  'alerts.typeError': 'Error:',
  'alerts.typeInfo': 'Information:',
  'alerts.typeWarning': 'Warning:',
  'alerts.repeated': '({count} times)',
  'toasts.region': 'Notifications',
  'toasts.dismiss': 'Dismiss notification',

  'shell.skipToContent': 'Skip to content',
  'shell.openMenu': 'Open menu',
  'shell.closeMenu': 'Close menu',
  'shell.menuTitle': 'Menu',
  'shell.primaryNav': 'Main sections',
  'shell.search': 'Search students',
  'shell.searchPlaceholder': 'Search students…',
  'shell.yourProfile': 'Your profile, {name}',
  'shell.signIn': 'Sign in',
  'shell.more': 'More',
  'shell.notifications': 'Notifications',
  'shell.notificationsUnread': 'Notifications, {count} unread',

  'nav.home': 'Home',
  'nav.directory': 'Directory',
  'nav.chat': 'Chat',
  'nav.development': 'Dev space',

  'menu.myApp': 'My App',
  'menu.latest': 'Latest',
  'menu.moreResources': 'More resources',
  'menu.feed': 'Feed',
  'menu.directory': 'Directory',
  'menu.virtualSpace': 'Virtual Space',
  'menu.productNews': 'Product News',
  'menu.newsletters': 'Newsletters',
  'menu.events': 'Events & Training Webinars',
  'menu.trainingVideos': 'Training Videos',
  'menu.jobs': 'Jobs',
  'menu.socialMedia': 'Social Media',
  'menu.instagram': 'Instagram',
  'menu.twitter': 'Twitter',
  'menu.facebook': 'Facebook',
  'menu.featuresList': 'Features List',
  'menu.admin': 'Admin',
  'menu.switchHub': 'Switch Hub',

  'home.welcome': 'Welcome, {name}',
  'home.signedInAs': 'You are signed in to {school} as {email}.',
  'home.feedSoon':
    'Your campus feed will appear here: posts from your school, your clubs and the people you follow.',
  'home.today': 'Today is {date}.',
  'home.explore': 'Explore Quad',

  'section.comingSoon': 'Coming soon',
  'calendar.title': 'Calendar',
  'calendar.body':
    'Your classes, club meetings and campus events in one week-by-week view, starting on Monday.',
  'cct.title': 'CCT',
  'cct.body':
    'Your co-curricular transcript will live here: the clubs, roles and activities that count towards it.',
  'chat.title': 'Chat',
  'chat.body':
    'Message your connections one to one or in groups. Conversations appear here as they start.',
  'chat.bodyNoConnect':
    'Message anyone at your school one to one or in groups. Conversations appear here as they start.',
  'chat.unreadLabel': ', {count} unread',
  'development.title': 'Dev space',
  'development.body':
    'Plan your growth: career interests, skills and the recommendations your school prepares for you.',
  'directory.title': 'Directory',
  'directory.body':
    'Find students and staff at your school by name, year or interest, and connect with them.',
  'directory.bodyNoConnect':
    'Find students and staff at your school by name, year or interest, and message them.',
  'directory.searchingFor': 'You searched for “{query}”. Search results will appear here.',
  'edu.title': 'Education',
  'edu.body': 'Your courses, assignments and grades, gathered from your school’s learning systems.',
  'financial.title': 'Finances',
  'financial.body': 'Balances, payments and deadlines for your student account, all in one place.',
  'events.title': 'Events',
  'events.body': 'Workshops, webinars and campus events you can join, with dates and places.',
  'settings.title': 'Settings',
  'settings.body': 'Choose your notifications, your hub and how others see your profile.',
  // Issue 4 settings: the owner's profile, its privacy, photo and preview.
  'profile.title': 'Profile',
  'profile.body': 'The full profile page: photo, bio, interests, and the ways to connect.',
  'profile.bodyFor':
    'The full profile of student {uid}: photo, bio, interests, and the ways to connect.',
  'profile.embedTitle': 'Your profile',
  'profile.embedBody': 'A compact profile card for pages that embed Quad.',
  'directory.searchLabel': 'Search the directory',
  'directory.searchPlaceholder': 'Name, e.g. Jonah Okafor',
  'directory.sortLabel': 'Sort by',
  'directory.sortRelevance': 'Best match',
  'directory.filters': 'Filters',
  'directory.filtersActive': 'Filters ({count})',
  'directory.closeFilters': 'Close filters',
  'directory.showResults': 'Show results',
  'directory.clearFilters': 'Clear all',
  'directory.any': 'Any',
  'directory.matchLabel': 'Match',
  'directory.matchAny': 'Any of these',
  'directory.matchAll': 'All of these',
  'directory.exclude': 'Exclude these',
  'directory.facetCount': '{label}, {count} people',
  'directory.countOne': '{count} student',
  'directory.countOther': '{count} students',
  'directory.updating': 'Updating results…',
  'directory.loadMore': 'Load more',
  'directory.loadingMore': 'Loading…',
  'directory.loadedMore': 'Loaded {added} more. Showing {shown} of {total}.',
  'directory.found': '{count} found.',
  'directory.allShown': 'That is everyone who matches.',
  'directory.emptyTitle': 'No one matches yet',
  'directory.emptyBodySearch':
    'Nobody matches “{query}” with these filters. Check the spelling, try part of a name, or clear the filters.',
  'directory.emptyBody': 'Nobody matches these filters. Remove a filter or clear them all.',
  'directory.errorTitle': 'The directory did not load',
  'directory.errorBody': 'Check your connection, then try again.',
  'directory.rateLimitedTitle': 'Searching a little too fast',
  'directory.rateLimitedBody': 'Pause for a few seconds, then try again.',
  'directory.openProfile': 'Open the profile of {name}',
  'directory.shownOf': 'Showing {shown} of {total}',
  'directory.startOver': 'Clear search and filters',
  'directory.showCount': 'Show {count}',
  'directory.resultsLabel': 'Results',
  'people.student': 'Student',
  'people.alumni': 'Alumni',
  'people.faculty': 'Faculty',
  'people.staff': 'Staff',
  'people.classOf': 'Class of {year}',
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
  'profile.badgeAwarded': 'Awarded {date}',
  'profile.seeMore': 'See More',
  'profile.seeLess': 'See Less',
  'clubs.title': 'Clubs',
  'clubs.body': 'Browse clubs and groups, see what they are planning, and join the ones you like.',
  // Issue 5 connections; spec 4 button names, spec 8 and 9 texts verbatim.
  'connections.groupLabel': 'Connection with {name}',
  'connections.connect': 'Connect',
  'connections.addNote': 'Add a note',
  'connections.noteLabel': 'Note to {name} (optional)',
  'connections.noteHint': '{count} of {max} characters',
  'connections.sendRequest': 'Send request',
  'connections.cancel': 'Cancel',
  'connections.pending': 'Pending',
  'connections.removeConnection': 'Remove Connection',
  'connections.removePendingBody':
    'Are you sure you want to remove this pending connection request?',
  'connections.accept': 'Accept',
  'connections.delete': 'Delete',
  'connections.noteFrom': '{name} wrote:',
  'connections.message': 'Message',
  'connections.viewProfile': 'View Profile',
  'connections.moreActions': 'More actions for {name}',
  'connections.working': 'Working…',
  'connections.failed': 'Something went wrong during the request',
  'connections.failedWith': 'Something went wrong during the request. {reason}',
  'connections.block': 'Block',
  'connections.blockTitle': 'Block {name}?',
  'connections.blockBody':
    '{name} will no longer find you, see your profile, ask to connect or message you, and any connection or request between you ends. You can unblock in Settings.',
  /** The same with connect off (spec 3 School config): there are no connections to speak of. */
  'connections.blockBodyNoConnect':
    '{name} will no longer find you, see your profile or message you. You can unblock in Settings.',
  'connections.blocked': 'Blocked {name}.',
  'connections.blockedTitle': 'Blocked students',
  'connections.blockedEmpty':
    'You have blocked no one. To block a student, open their profile and choose Block under More actions.',
  'connections.blockedOn': 'Blocked {date}',
  'connections.blockedError': 'Blocked students did not load.',
  'connections.unblock': 'Unblock',
  'connections.unblockName': 'Unblock {name}',
  'connections.unblocked': 'Unblocked {name}.',
  'connections.listsLabel': 'Your connections',
  'connections.myConnections': 'My connections',
  'connections.requestsReceived': 'Requests received',
  'connections.requestsSent': 'Requests sent',
} as const satisfies Record<string, string>

/**
 * Sections that load on demand bring their own strings (chat-messages.ts, settings-messages.ts,
 * notifications-messages.ts, clubs-messages.ts) and register
 * them when they load, so the shell does not carry them; their keys are typed here all the same.
 */
export type Catalogue = typeof messages &
  typeof chatMessages &
  typeof settingsMessages &
  typeof notificationsMessages &
  typeof clubsMessages
export type MessageKey = keyof Catalogue

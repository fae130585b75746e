/**
 * Every user-facing string, English first (issue 3 "Theming"). A school translates Quad by
 * supplying the same keys in another catalogue; `{name}` marks a value filled in by t().
 * Flat keys, grouped by prefix, so a translator sees each string once and in context.
 */

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
  'error.offlineTitle': 'You are offline',
  'error.offlineBody':
    'This page was not saved on this device. Pages you opened recently still work: go home, or try again when you are back online.',
  'error.body': 'Quad could not load this page. Check your connection, then try again.',
  'error.retry': 'Try again',
  'common.goHome': 'Go to home',
  'common.scrollBack': 'Show earlier items',
  'common.scrollOn': 'Show more items',
  'common.backHome': 'Back to home',
  'common.opensInNewTab': '(opens in a new tab)',
  // components/password-field.tsx: its Show toggle's visible word (the toggle's name is the caller's).
  'common.passwordShow': 'Show',
  // The rich-text editor (components/rich-text): the profile bio, an event's description.
  'richText.bold': 'Bold',
  'richText.italic': 'Italic',
  'richText.link': 'Link',
  'richText.bulletList': 'Bulleted list',
  'richText.linkAddress': 'Link address',
  'richText.linkAdd': 'Add link',
  'richText.linkCancel': 'Cancel',
  'richText.linkInvalid': 'Enter a web address, for example https://example.edu.',
  'richText.mentionList': 'People to mention',
  'richText.mentionCount':
    '{count} people found. Up and down arrows to choose, Enter to mention, Escape to close.',

  'host.signedOutTitle': 'You are signed out',
  'host.signedOutBody': 'Sign in to your school portal to see this page.',

  'login.title': 'Sign in',
  'login.intro': 'Use your school email address and password.',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.forgot': 'Forgot password?',
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
  'offline.title': 'You are offline.',
  'offline.reading':
    'Your recent chats, today’s schedule, your tickets, notifications and profile show as last seen. Messages and RSVPs you send now go when you are back.',
  'offline.readingShort': 'Showing what you last saw; what you send goes when you are back.',
  'offline.waitingOne': '1 change is waiting to be sent.',
  'offline.waitingOther': '{count} changes are waiting to be sent.',
  'shell.openMenu': 'Open menu',
  'shell.closeMenu': 'Close menu',
  'shell.menuTitle': 'Menu',
  'shell.primaryNav': 'Main sections',
  'shell.search': 'Search',
  'shell.searchPlaceholder': 'Search people, clubs, events…',
  'shell.yourProfile': 'Your profile, {name}',
  'shell.signIn': 'Sign in',
  'shell.more': 'More',
  'shell.notifications': 'Notifications',
  'shell.notificationsUnread': 'Notifications, {count} unread',

  'nav.home': 'Home',
  'nav.post': 'Post',
  'nav.directory': 'Directory',
  'nav.chat': 'Chat',
  'nav.development': 'Dev space',
  'nav.events': 'Events',
  'nav.calendar': 'Calendar',
  'nav.clubs': 'Clubs',

  'menu.myApp': 'My App',
  'menu.latest': 'Latest',
  'menu.moreResources': 'More resources',
  'menu.feed': 'Feed',
  'menu.directory': 'Directory',
  'menu.calendar': 'Calendar',
  'menu.clubs': 'Clubs',
  'menu.development': 'Dev space',
  'menu.meetings': 'Meetings',
  'menu.forms': 'Forms',
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
  'home.todayHeading': 'Today',
  'home.feedHeading': 'Your feed',
  'home.today': 'Today is {date}.',
  'home.explore': 'Explore Quad',
  'time.justNow': 'just now',

  'section.comingSoon': 'Coming soon',
  'section.offBadge': 'Turned off',
  'section.offTitle': '{section} is turned off by your school',
  'section.offBody':
    '{school} does not offer this section on Quad right now. If you think it should, ask your school.',
  'calendar.title': 'Calendar',
  'calendar.body':
    'Your classes, club meetings and campus events in one week-by-week view, starting on Monday.',
  'cct.title': 'CCT',
  'cct.body':
    'Your co-curricular transcript: the clubs, roles and activities that count towards it, verified.',
  'cct.verifyPageTitle': 'Transcript verification',
  'chat.title': 'Chat',
  'chat.body':
    'Message your connections one to one or in groups. Conversations appear here as they start.',
  'chat.bodyNoConnect':
    'Message anyone at your school one to one or in groups. Conversations appear here as they start.',
  'chat.unreadLabel': ', {count} unread',
  'development.title': 'Dev space',
  'search.title': 'Search',
  'development.body':
    'Plan your growth: career interests, skills and the recommendations your school prepares for you.',
  'directory.title': 'Directory',
  'directory.body':
    'Find students and staff at your school by name, year or interest, and connect with them.',
  'directory.bodyNoConnect':
    'Find students and staff at your school by name, year or interest, and message them.',
  'edu.title': 'Education',
  'edu.body': 'Your courses, assignments and grades, gathered from your school’s learning systems.',
  'financial.title': 'Finances',
  'meetings.title': 'Meetings',
  'financial.body': 'Balances, payments and deadlines for your student account, all in one place.',
  'events.title': 'Events',
  'events.body': 'Workshops, webinars and campus events you can join, with dates and places.',
  'settings.title': 'Settings',
  'settings.body': 'Choose your notifications, your hub and how others see your profile.',
  // Issue 4 settings: the owner's profile, its privacy, photo and preview.
  'profile.title': 'Profile',
  'people.student': 'Student',
  'people.alumni': 'Alumni',
  'people.faculty': 'Faculty',
  'people.staff': 'Staff',
  'people.classOf': 'Class of {year}',
  'clubs.title': 'Clubs',
  'clubs.body': 'Browse clubs and groups, see what they are planning, and join the ones you like.',
  // Issue 5 connections; spec 4 button names, spec 8 and 9 texts verbatim.
  /** The same with connect off (spec 3 School config): there are no connections to speak of. */
} as const satisfies Record<string, string>

/**
 * The shell's and common strings are above. A section that loads on demand brings its own
 * catalogue (`features/<name>/messages.ts`), registers it when it loads (decision 009), and
 * adds its keys' types to `SectionCatalogue` by declaration merging, so t() checks them
 * without this file naming any section (decision 019).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each section
export interface SectionCatalogue {}

export type Catalogue = typeof messages & SectionCatalogue
export type MessageKey = keyof Catalogue

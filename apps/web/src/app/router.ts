import type { QueryClient } from '@tanstack/react-query'
import {
  createBrowserRouter,
  RouterContextProvider,
  type createMemoryRouter,
  type DataRouter,
  type HydrationState,
  type RouteObject,
} from 'react-router'
import { LoadingScreen } from '../components/loading-screen.tsx'
import { queryClientContext } from '../lib/query-client.ts'
import { requireUser, requireUserUnlessShared } from './require-user.ts'
import { RootLayout, rootLoader, rootMiddleware } from './root-layout.tsx'
import { RouteErrorPage } from './route-error-page.tsx'
import { titled } from './routes/route-handle.ts'
import { ShellLayout, shellLoader } from './shell/shell-layout.tsx'

/*
 * Spec 2 routes inside the shell. Each section loads on demand: route modules export React
 * Router's conventional `Component` (and `loader`), so `lazy` takes the module as it is.
 * `handle: titled(key)` names each page (WCAG 2.4.2); `public` marks the routes spec 2 lets
 * a visitor see with share=1.
 */
const privateRoutes: RouteObject[] = [
  {
    index: true,
    handle: titled('nav.home', { serverRendered: true }),
    lazy: () => import('./routes/home.tsx'),
  },
  {
    // Issue 14: the first-run welcome, once after an account's first sign-in.
    path: 'welcome',
    handle: titled('accounts.welcomePageTitle'),
    lazy: () => import('./routes/welcome.tsx'),
  },
  { path: 'cct', handle: titled('cct.title'), lazy: () => import('./routes/cct.tsx') },
  {
    path: 'chat/:conversationId?',
    handle: titled('chat.title', { section: 'chat' }),
    lazy: () => import('./routes/chat.tsx'),
  },
  {
    path: 'search',
    handle: titled('search.title'),
    lazy: () => import('./routes/search.tsx'),
  },
  {
    path: 'development',
    handle: titled('development.title'),
    lazy: () => import('./routes/development.tsx'),
  },
  {
    path: 'directory',
    handle: titled('directory.title', { section: 'directory', serverRendered: true }),
    lazy: () => import('./routes/directory.tsx'),
  },
  {
    path: 'edu',
    handle: titled('edu.title', { section: 'edu' }),
    lazy: () => import('./routes/edu.tsx'),
  },
  {
    // Issue 17: one of the student's courses, its work and announcements.
    path: 'edu/courses/:courseId',
    handle: titled('edu.title', { section: 'edu' }),
    lazy: () => import('./routes/edu-course.tsx'),
  },
  // Issue 15: writing and running events (officers, staff, admins; the server decides).
  {
    path: 'events/new',
    handle: titled('events.title', { section: 'events' }),
    lazy: () => import('./routes/event-new.tsx'),
  },
  {
    path: 'events/:eventId/edit',
    handle: titled('events.title', { section: 'events' }),
    lazy: () => import('./routes/event-edit.tsx'),
  },
  {
    // Decision 113: the registration answers, for the event's organisers.
    path: 'events/:eventId/registration',
    handle: titled('events.title', { section: 'events' }),
    lazy: () => import('./routes/event-registration.tsx'),
  },
  {
    path: 'events/:eventId/check-in',
    handle: titled('events.title', { section: 'events' }),
    lazy: () => import('./routes/event-check-in.tsx'),
  },
  {
    // Issue 36 item 6: office hours to publish, and the meetings the student booked.
    path: 'meetings',
    handle: titled('meetings.title'),
    lazy: () => import('./routes/meetings.tsx'),
  },
  {
    path: 'financial',
    handle: titled('financial.title', { section: 'financial' }),
    lazy: () => import('./routes/financial.tsx'),
  },
  {
    // Issue 12: one sub-page per way of saving; /settings opens the profile.
    path: 'settings',
    handle: titled('settings.title'),
    lazy: () => import('./routes/settings.tsx'),
    children: [
      { index: true, lazy: () => import('./routes/settings-index.tsx') },
      // Each sub-page names itself inside Settings, "Account · Settings" (WCAG 2.4.2).
      {
        path: 'profile',
        handle: titled('settings.profilePageTitle'),
        lazy: () => import('./routes/settings-profile.tsx'),
      },
      {
        path: 'privacy',
        handle: titled('settings.privacyPageTitle'),
        lazy: () => import('./routes/settings-privacy.tsx'),
      },
      {
        path: 'notifications',
        handle: titled('settings.notificationsPageTitle'),
        lazy: () => import('./routes/settings-notifications.tsx'),
      },
      {
        path: 'account',
        handle: titled('settings.accountPageTitle'),
        lazy: () => import('./routes/settings-account.tsx'),
      },
      {
        path: 'security',
        handle: titled('settings.securityPageTitle'),
        lazy: () => import('./routes/settings-security.tsx'),
      },
      {
        path: 'data',
        handle: titled('settings.dataPageTitle'),
        lazy: () => import('./routes/settings-data.tsx'),
      },
      {
        path: 'blocked',
        handle: titled('settings.blockedPageTitle'),
        lazy: () => import('./routes/settings-blocked.tsx'),
      },
    ],
  },
  {
    // Issue 14: the admin console; each page a child (features/admin/admin-sections.ts).
    path: 'admin',
    handle: titled('menu.admin'),
    lazy: () => import('./routes/admin.tsx'),
    children: [
      {
        path: 'overview',
        handle: titled('admin.overviewPageTitle'),
        lazy: () => import('./routes/admin-overview.tsx'),
      },
      {
        path: 'school',
        handle: titled('admin.schoolPageTitle'),
        lazy: () => import('./routes/admin-school.tsx'),
      },
      {
        path: 'people',
        handle: titled('admin.peoplePageTitle'),
        lazy: () => import('./routes/admin-people.tsx'),
      },
      {
        path: 'clubs',
        handle: titled('admin.clubsPageTitle'),
        lazy: () => import('./routes/admin-clubs.tsx'),
      },
      {
        path: 'badges',
        handle: titled('admin.badgesPageTitle'),
        lazy: () => import('./routes/admin-badges.tsx'),
      },
      {
        path: 'rooms',
        handle: titled('admin.roomsPageTitle'),
        lazy: () => import('./routes/admin-rooms.tsx'),
      },
      {
        path: 'event-approvals',
        handle: titled('admin.approvalsPageTitle'),
        lazy: () => import('./routes/admin-event-approvals.tsx'),
      },
      {
        path: 'budget-requests',
        handle: titled('admin.budgetsPageTitle'),
        lazy: () => import('./routes/admin-budget-requests.tsx'),
      },
      {
        // The school's own forms: the list, new, a preview, …/edit, …/results (decision 110).
        path: 'forms/:formId?/:view?',
        handle: titled('admin.formsPageTitle'),
        lazy: () => import('./routes/admin-forms.tsx'),
      },
      {
        path: 'attendance',
        handle: titled('admin.attendancePageTitle'),
        lazy: () => import('./routes/admin-attendance.tsx'),
      },
      {
        path: 'transcript',
        handle: titled('admin.transcriptPageTitle'),
        lazy: () => import('./routes/admin-transcript.tsx'),
      },
      {
        path: 'moderation',
        handle: titled('admin.moderationPageTitle'),
        lazy: () => import('./routes/admin-moderation.tsx'),
      },
      {
        // Issue 17: the LMS, the student-records feed's API keys, the Pay link.
        path: 'integrations',
        handle: titled('admin.integrationsPageTitle'),
        lazy: () => import('./routes/admin-integrations.tsx'),
      },
      {
        path: 'sign-in',
        handle: titled('admin.signInPageTitle'),
        lazy: () => import('./routes/admin-sign-in.tsx'),
      },
    ],
  },
  {
    // Issue 16: one post and its comments.
    path: 'posts/:postId',
    handle: titled('nav.post'),
    lazy: () => import('./routes/post.tsx'),
  },
  {
    // Issue 37 item 1: every form open to the student, and one of the school's to answer.
    path: 'forms/:formId?',
    handle: titled('forms.myTitle'),
    lazy: () => import('./routes/forms.tsx'),
  },
  {
    // Issue 36 item 3: the term's points, school-wide or per club, of those who opted in.
    path: 'leaderboard',
    handle: titled('badges.leaderboardTitle'),
    lazy: () => import('./routes/leaderboard.tsx'),
  },
  {
    // Issue 37 item 2: one of a club's officer elections (its members and school admins).
    path: ':hubId/:hubMenuId/clubs/:clubId/elections/:electionId',
    handle: titled('clubs.title', { section: 'clubs' }),
    lazy: () => import('./routes/club-election.tsx'),
  },
  {
    // Issue 37 item 1: a club's form to answer, …/edit and …/results for those who run it,
    // and forms/new, the builder (route club-form.tsx reads which).
    path: ':hubId/:hubMenuId/clubs/:clubId/forms/:formId/:view?',
    handle: titled('clubs.title', { section: 'clubs' }),
    lazy: () => import('./routes/club-form.tsx'),
  },
  {
    path: 'student_profile',
    handle: titled('profile.title'),
    lazy: () => import('./routes/student-profile.tsx'),
  },
]

/** Spec 2 / api.md: the routes a visitor may see with share=1 (public mode decides). */
const publicRoutes: RouteObject[] = [
  {
    path: 'calendar',
    handle: titled('calendar.title', { public: true, section: 'calendar', serverRendered: true }),
    lazy: () => import('./routes/calendar.tsx'),
  },
  {
    path: 'events',
    handle: titled('events.title', { public: true, section: 'events', serverRendered: true }),
    lazy: () => import('./routes/events.tsx'),
  },
  {
    path: 'events/:eventId',
    handle: titled('events.title', { public: true, section: 'events' }),
    lazy: () => import('./routes/event.tsx'),
  },
  // Spec 2: hubId and hubMenuId are `_` when there is none (routes/hub-params.ts).
  {
    path: ':hubId/:hubMenuId/clubs',
    handle: titled('clubs.title', { public: true, section: 'clubs' }),
    lazy: () => import('./routes/clubs.tsx'),
  },
  {
    // Issue 16: a club's tabs are addresses of their own (About is the page itself).
    path: ':hubId/:hubMenuId/clubs/:clubId/:tab?',
    handle: titled('clubs.title', { public: true, section: 'clubs', serverRendered: true }),
    lazy: () => import('./routes/club.tsx'),
  },
]

/*
 * The root and shell layouts stay eager: every signed-in page needs them, so splitting
 * them off would only add a round trip before the first paint.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    middleware: [rootMiddleware],
    loader: rootLoader,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: LoadingScreen,
    children: [
      {
        path: 'login',
        handle: titled('login.title', { serverRendered: true }),
        lazy: () => import('./routes/login.tsx'),
      },
      // Issue 14: the signed-out account links, outside the shell like the login.
      {
        path: 'invitation/:token',
        handle: titled('accounts.invitationPageTitle', { serverRendered: true }),
        lazy: () => import('./routes/invitation.tsx'),
      },
      {
        path: 'forgot-password',
        handle: titled('accounts.forgotPageTitle', { serverRendered: true }),
        lazy: () => import('./routes/forgot-password.tsx'),
      },
      {
        path: 'reset-password/:token',
        handle: titled('accounts.resetPageTitle', { serverRendered: true }),
        lazy: () => import('./routes/reset-password.tsx'),
      },
      // Issue 36 item 2: a transcript's verification link, open to anyone.
      {
        path: 'cct/verify/:token',
        handle: titled('cct.verifyPageTitle'),
        lazy: () => import('./routes/cct-verify.tsx'),
      },
      {
        path: 'verify-email/:token',
        handle: titled('accounts.verifyPageTitle'),
        lazy: () => import('./routes/verify-email.tsx'),
      },
      // Spec 2: the embed page has no shell; without a uid it shows the signed-in user.
      {
        path: 'embed/profile/:uid?',
        middleware: [requireUser],
        handle: titled('profile.title'),
        lazy: () => import('./routes/embed-profile.tsx'),
      },
      {
        // Guards sit on the children: React Router runs every matched route's middleware
        // before any loader, so the shell's loader sees what they decided.
        id: 'shell',
        Component: ShellLayout,
        loader: shellLoader,
        children: [
          { id: 'authenticated', middleware: [requireUser], children: privateRoutes },
          { id: 'public', middleware: [requireUserUnlessShared], children: publicRoutes },
        ],
      },
      {
        path: '*',
        handle: titled('error.notFoundTitle'),
        lazy: () => import('./routes/not-found.tsx'),
      },
    ],
  },
]

/** Each navigation gets a context holding the one QueryClient (loaders and middleware read it). */
export function routerContext(queryClient: QueryClient) {
  return () => {
    const context = new RouterContextProvider()
    context.set(queryClientContext, queryClient)
    return context
  }
}

/** The data router: browser history in the app; route-level tests pass createMemoryRouter. */
export function createAppRouter(
  queryClient: QueryClient,
  create: typeof createBrowserRouter | typeof createMemoryRouter = createBrowserRouter,
  options: { initialEntries?: string[]; hydrationData?: HydrationState } = {},
): AppRouter {
  return create(appRoutes, { getContext: routerContext(queryClient), ...options })
}

export type AppRouter = DataRouter

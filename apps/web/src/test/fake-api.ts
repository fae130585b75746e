import {
  NO_ATTENDANCE,
  ClubAttendanceReport,
  SchoolAttendanceReport,
  ClubBudget,
  ClubHandoverAnswer,
  ClubMembersPage,
  ElectionList,
  FormList,
  LeaderboardSetting,
  MeetingSlotList,
  AppConfig,
  AuthenticationResponse,
  AuthTokens,
  AuthUser,
  REALTIME_PATH,
  SchoolSettings,
  SyncPage,
  UnreadCount,
  UnreadSummary,
  UserProfile,
} from '@quad/shared'
import { http, HttpResponse, ws, type JsonBodyType } from 'msw'
import type * as z from 'zod/mini'

/*
 * The server's answers that every signed-in page needs, for route-level tests. Each one is
 * parsed through the same Zod contract the server validates with, so a fixture that drifts
 * from the real API fails here instead of passing against a shape the server never sends.
 * Journeys that need the real server and database are e2e (e2e/tests).
 */
export const ORIGIN = 'http://localhost:3000'

/** An answer built from a contract: a test can only hand the client what the server could. */
export function answer<S extends z.ZodMiniType>(schema: S, value: z.input<S>, status = 200) {
  return HttpResponse.json(schema.parse(value) as JsonBodyType, { status })
}

/*
 * The realtime socket's address, linked once per worker: each `ws.link` makes an MSW client
 * manager that lives as long as the worker, keeps its sockets in IndexedDB (fake-indexeddb
 * here) and answers every socket opened in the other worker (a BroadcastChannel spans a
 * process's threads) with a transaction of its own. One link per test made thousands, queued
 * in one store: the worker stalled for seconds, then minutes, whatever test ran then.
 */
const worker = globalThis as typeof globalThis & { quadRealtimeLink?: ReturnType<typeof ws.link> }
export const realtimeLink = (worker.quadRealtimeLink ??= ws.link(
  `${ORIGIN.replace(/^http/, 'ws')}${REALTIME_PATH}`,
))

/** The zone the tests run in: an event there shows no second clock and no zone label. */
export const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone

/** The demo school, in the tests' own zone (school-time-zone.test.tsx moves both). */
export const demoSchool = SchoolSettings.parse({
  school_code: 'demo',
  name: 'Demo University',
  top_bar_bg_color: '005fbf',
  school_favicon: '/media/favicon/demo.png',
  config: { connect: true },
  time_zone: localZone,
})

export const maya = AuthUser.parse({
  uid: 'u-maya',
  accountTypeType: 'student',
  photoUrl: null,
  firstName: 'Maya',
  lastName: 'Lindqvist',
  email: 'student@demo.edu',
})

/** A visible schoolmate's profile with only the fields every profile has. */
export function studentProfile(
  user: Pick<AuthUser, 'uid' | 'firstName' | 'lastName' | 'photoUrl'>,
) {
  return UserProfile.parse({
    uid: user.uid,
    id: user.uid,
    firstName: user.firstName,
    lastName: user.lastName,
    photoUrl: user.photoUrl,
    largePhotoUrl: user.photoUrl,
    genderPronoun: null,
    accountType: 'student',
    yearOfGraduation: 2027,
    visitableProfile: true,
    connectionStatus: 0,
    groups: [],
  })
}

/** Maya's profile as the profile calls present it to herself. */
export const mayaProfile = UserProfile.parse({
  ...studentProfile(maya),
  largePhotoUrl: null,
  genderPronoun: 'she/her',
  connectionStatus: -1,
})

const noAttendance = { term: null, terms: [], totals: NO_ATTENDANCE, countedAt: null }

export interface FakeApiOptions {
  school?: SchoolSettings
  /** The signed-in student, or null for a visitor. */
  user?: AuthUser | null
}

/**
 * Answers any page may ask for that a test may give otherwise: the server's initial
 * handlers (setup-routes.ts), which every `server.use` — the shell's too — comes before.
 * A profile asks for the person's office hours (issue 36 item 6): none, unless a test
 * says otherwise (meetings-fakes.ts).
 */
export const fallbackHandlers = [
  http.get(`${ORIGIN}/api/v1/meetings/:uid`, () => answer(MeetingSlotList, { items: [] })),
  // A club page's lazy parts (forms, elections, budget): none, unless a test says otherwise.
  http.get(`${ORIGIN}/api/v1/forms`, () => answer(FormList, { items: [] })),
  http.get(`${ORIGIN}/api/v1/clubs/:id/forms`, () => answer(FormList, { items: [] })),
  http.get(`${ORIGIN}/api/v1/clubs/:id/elections`, () =>
    answer(ElectionList, { items: [], canManage: false }),
  ),
  http.get(`${ORIGIN}/api/v1/clubs/:id/budget-requests`, () =>
    answer(ClubBudget, { currency: 'USD', items: [], ledger: [] }),
  ),
  // Attendance (a club's Manage area, the admin Overview): no term yet, unless a test says.
  http.get(`${ORIGIN}/api/v1/clubs/:id/attendance`, () =>
    answer(ClubAttendanceReport, { ...noAttendance, events: [] }),
  ),
  http.get(`${ORIGIN}/api/v1/admin/attendance`, () =>
    answer(SchoolAttendanceReport, { ...noAttendance, clubs: [], clubCount: 0 }),
  ),
  // A club's Manage area (members, the hand-over), and the chat's catch-up after the socket
  // says hello: nothing, unless a test says otherwise.
  http.get(`${ORIGIN}/api/v1/clubs/:id/members`, () =>
    answer(ClubMembersPage, { items: [], nextCursor: null }),
  ),
  http.get(`${ORIGIN}/api/v1/clubs/:id/handover`, () =>
    answer(ClubHandoverAnswer, { handover: null }),
  ),
  http.get(`${ORIGIN}/api/v1/chat/sync`, () =>
    answer(SyncPage, { items: [], lastSeq: 0, hasMore: false }),
  ),
]

/** Handlers for the shell: school, authentication, tokens, app config and the badges. */
export function shellHandlers({ school = demoSchool, user = maya }: FakeApiOptions = {}) {
  return [
    http.get(`${ORIGIN}/mobile_ws/v18/school`, () => answer(SchoolSettings, school)),
    // Issue 18: no single sign-on unless a test says otherwise (`server.use`).
    http.get(`${ORIGIN}/mobile_ws/v18/sso`, () =>
      HttpResponse.json({ provider: null, ssoOnly: false }),
    ),
    http.get(`${ORIGIN}/mobile_ws/v18/app_config`, () =>
      answer(AppConfig, { hostOrigins: [], analytics: null }),
    ),
    http.get(`${ORIGIN}/mobile_ws/v18/authentication`, () =>
      answer(AuthenticationResponse, user ? [user] : []),
    ),
    ...['auth_tokens', 'session'].map((path) =>
      http.get(`${ORIGIN}/mobile_ws/v18/${path}`, () =>
        user
          ? answer(AuthTokens, { csrfToken: 'csrf-test', jwt: 'aaa.bbb.ccc' })
          : HttpResponse.json(
              { error: { code: 'unauthorized', message: 'Sign in' } },
              { status: 401 },
            ),
      ),
    ),
    http.get(`${ORIGIN}/api/v1/notifications/unread-count`, () =>
      answer(UnreadCount, { count: 0 }),
    ),
    http.get(`${ORIGIN}/api/v1/chat/unread`, () =>
      answer(UnreadSummary, { total: 0, conversations: [] }),
    ),
    // Settings → Privacy's leaderboard switch: off, as for every student until they opt in.
    http.get(`${ORIGIN}/api/v1/me/leaderboard`, () =>
      answer(LeaderboardSetting, { optedIn: false }),
    ),
    // The signed-in tab's socket opens and stays quiet unless a test speaks through it.
    realtimeLink.addEventListener('connection', () => {
      // Nothing to say.
    }),
  ]
}

import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { userRoles } from '../platform/db/policies-schema.ts'
import type { GrantedRole } from '../platform/policies/roles.service.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { schools } from '../platform/db/schema.ts'
import { notificationSettings } from '../db/schema/notifications.ts'
import { hashPassword } from '../platform/auth/passwords.ts'
import { seedDemoChat } from './demo-chat.ts'
import { seedDemoChannels } from './demo-channels.ts'
import { DEMO_CLUBS, NORTH_CLUBS, type DemoClub } from './demo-club-list.ts'
import { seedDemoClubs, type NamedClubs } from './demo-clubs.ts'
import { seedDemoReports } from './demo-reports.ts'
import { joinedBeforeActivity, seedDemoActivity } from './demo-activity.ts'
import { seedDemoBadges } from './demo-badges.ts'
import { seedDemoForms } from './demo-forms.ts'
import { seedDemoRooms } from './demo-rooms.ts'
import { seedDemoTranscript } from './demo-transcript.ts'
import { seedDemoExtras } from './demo-extras.ts'
import { DEMO_TIME_ZONE, seedDemoEvents } from './demo-events.ts'
import { seedDemoFeed, type FeedScale } from './demo-feed.ts'
import { seedDemoStudentRecords } from './demo-student-records.ts'
import type { FileStorage } from '../platform/files/storage.ts'
import { memoryStorage } from '../platform/files/memory-storage.ts'
import { DEMO_PASSWORD } from './demo-password.ts'
import { DEMO_SCHOOL_MENUS } from './demo-school-menus.ts'
import {
  buildStudent,
  createFaker,
  insertSchool,
  insertStudents,
  type StudentBuild,
} from './factories.ts'

export { DEMO_PASSWORD }
export const DEMO_STUDENTS_PER_SCHOOL = 300

interface DemoAccount {
  email: string
  firstName: string
  lastName: string
  /** The spec's account type; a student unless said. */
  accountType?: 'staff'
}

/** How much of the feed a school gets, and which named accounts have their part in it. */
interface DemoFeedSetting {
  scale: FeedScale
  /** The named account (by its index in `accounts`) who writes this club's news. */
  newsWriter?: { account: number; club: string }
  /** The named account who has commented on this club's first post. */
  commenter?: { account: number; club: string }
}

const DEMO_SCHOOLS = [
  {
    school: {
      code: 'demo',
      timeZone: DEMO_TIME_ZONE,
      name: 'Demo University',
      topBarBgColor: '005fbf',
      connectEnabled: true,
      // Issue 16: the demo shows students' own posts in the school feed; North does not.
      feedStudentsPost: true,
      ...DEMO_SCHOOL_MENUS.demo,
    },
    seed: 1001,
    accounts: [
      { email: 'student@demo.edu', firstName: 'Maya', lastName: 'Patel' },
      { email: 'friend@demo.edu', firstName: 'Jonah', lastName: 'Okafor' },
    ],
    clubs: DEMO_CLUBS,
    // Maya is an officer of one club and a member of three; Jonah is in two others
    // (the clubs e2e has him join Maya's club). Maya alone runs the Film Society, closed,
    // and Jonah waits for her approval there (issue 14: the club-officers e2e).
    namedClubs: [
      {
        officerOf: ['Photography Club'],
        runsClosed: ['Film Society'],
        memberOf: ['Chess Club', 'Debate Society', 'Hiking & Outdoors Club'],
      },
      { memberOf: ['Robotics Team', 'Chess Club'], requested: ['Film Society'] },
    ],
    // Maya writes her club's news; Jonah has answered a Chess Club post (issue 16).
    feed: {
      scale: { schoolPosts: 9, news: [2, 6], discussion: [2, 5], forum: [1, 3] },
      newsWriter: { account: 0, club: 'Photography Club' },
      commenter: { account: 1, club: 'Chess Club' },
    },
  },
  {
    school: {
      code: 'north',
      timeZone: DEMO_TIME_ZONE,
      name: 'North College',
      topBarBgColor: 'f2b705',
      connectEnabled: false,
      feedStudentsPost: false,
      ...DEMO_SCHOOL_MENUS.north,
    },
    seed: 2002,
    accounts: [{ email: 'student@north.edu', firstName: 'Elena', lastName: 'Lindqvist' }],
    clubs: NORTH_CLUBS,
    namedClubs: [{ officerOf: ['Coding Circle'], memberOf: ['Sailing Club'] }],
    feed: { scale: { schoolPosts: 4, news: [1, 3], discussion: [1, 2], forum: [1, 1] } },
  },
] satisfies Array<{
  school: object
  seed: number
  accounts: DemoAccount[]
  clubs: DemoClub[]
  namedClubs: NamedClubs[]
  feed: DemoFeedSetting
}>

/**
 * Three demo students only the notifications e2e (e2e/tests/notifications.spec.ts) uses:
 * it connects them and switches their preferences, so they are kept apart from the named
 * accounts other specs depend on. Built with their own faker after the rest of the demo
 * school, so every other seeded student, badge and conversation stays as it was.
 */
const NOTIFICATIONS_E2E_ACCOUNTS: DemoAccount[] = [
  { email: 'amara@demo.edu', firstName: 'Amara', lastName: 'Nwosu' },
  { email: 'theo@demo.edu', firstName: 'Theo', lastName: 'Laurent' },
  { email: 'sofia@demo.edu', firstName: 'Sofia', lastName: 'Marques' },
]
const NOTIFICATIONS_E2E_SEED = 3003

/**
 * The notifications spec counts these students' bells exactly, while other specs post to the
 * school feed on the same server: a school post reaches every student in fan-out slices
 * (school-fanout.ts), seconds later on a busy machine, and one lit Theo's bell at 2 where the
 * spec waited for 1. Their school-feed notifications are off, as any student may switch them.
 */
async function withoutSchoolFeedNotifications(tx: DbOrTx, userIds: readonly number[]) {
  const off = { in_app: 'no', email: 'no', mobile: 'no' } as const
  await tx
    .insert(notificationSettings)
    .values(userIds.map((userId) => ({ userId, preferences: { 'general.schoolFeedPosts': off } })))
}

/**
 * Three demo students only the events journey (e2e/tests/events-journey.spec.ts) uses:
 * they answer Maya's event, so no other spec's counts move. Seeded after everything else
 * with their own faker, in no club and with no RSVP.
 */
const EVENTS_E2E_ACCOUNTS: DemoAccount[] = [
  { email: 'lena@demo.edu', firstName: 'Lena', lastName: 'Fischer' },
  { email: 'omar@demo.edu', firstName: 'Omar', lastName: 'Haddad' },
  { email: 'priya@demo.edu', firstName: 'Priya', lastName: 'Raman' },
]
const EVENTS_E2E_SEED = 5005
/** Only badges.spec.ts uses this student: checked in once, they earn a badge (issue 36 item 3). */
const BADGES_E2E_ACCOUNTS: DemoAccount[] = [
  { email: 'sam@demo.edu', firstName: 'Sam', lastName: 'Okoro' },
]
const BADGES_E2E_SEED = 5006
/**
 * Only elections.spec.ts (Nadia, Felix), budgets.spec.ts (Iris) and forms.spec.ts (Iris,
 * Felix) use these: clubs those specs create elect one of them, ask for money or build a
 * form (issue 37 items 1-3), so no other spec's clubs, officers or notifications move.
 */
const ELECTIONS_E2E_ACCOUNTS: DemoAccount[] = [
  { email: 'nadia@demo.edu', firstName: 'Nadia', lastName: 'Karim' },
  { email: 'felix@demo.edu', firstName: 'Felix', lastName: 'Brandt' },
  { email: 'iris@demo.edu', firstName: 'Iris', lastName: 'Novak' },
]
const ELECTIONS_E2E_SEED = 5007

/**
 * The demo school's privileged accounts (decision 024), one per school role, seeded
 * last with their own faker so nothing else seeded changes. They are staff members in
 * the directory too: the spec lists every account type there.
 */
const ROLE_ACCOUNTS: (DemoAccount & { role: GrantedRole })[] = [
  { email: 'moderator@demo.edu', firstName: 'Rosa', lastName: 'Díaz', role: 'moderator' as const },
  { email: 'admin@demo.edu', firstName: 'Henrik', lastName: 'Berg', role: 'school_admin' as const },
  { email: 'staff@demo.edu', firstName: 'Grace', lastName: 'Mensah', role: 'staff' as const },
].map((account) => ({ ...account, accountType: 'staff' as const }))
const ROLE_ACCOUNTS_SEED = 4004

/**
 * North College's communications office (issue 16): someone with the right to post to its
 * feed. Seeded after North's events with its own faker, so nothing seeded before moves.
 */
const NORTH_ROLE_ACCOUNTS: (DemoAccount & { role: GrantedRole })[] = [
  {
    email: 'staff@north.edu',
    firstName: 'Daniel',
    lastName: 'Osei',
    role: 'staff' as const,
    accountType: 'staff' as const,
  },
]
const NORTH_ROLE_ACCOUNTS_SEED = 6006
const FEED_SEED_OFFSET = 17
const RECORDS_SEED_OFFSET = 19
/** The demo's forms draw from a faker of their own (demo-forms.ts). */
const FORMS_SEED_OFFSET = 23

/**
 * Seeds the two demo schools. Never runs on a database that already holds a
 * school (api.md), so a restart or a production database is left alone.
 * Returns false when it did nothing.
 */
export async function seedDemo(
  db: Db,
  /** Where the feed's photos go: the storage the app serves them from. */
  storage: FileStorage,
  studentsPerSchool = DEMO_STUDENTS_PER_SCHOOL,
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  // The feed's photos are stored once the seed commits: never half a seed's files, and
  // the database storage writes through the root handle, not the transaction's.
  const photos = memoryStorage()
  const seeded = await db.transaction(async (tx) => {
    // Serialise concurrent first starts on a shared PostgreSQL.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(730002)`)
    const existing = await tx.select({ n: sql<number>`count(*)::int` }).from(schools)
    if ((existing[0]?.n ?? 0) > 0) return false
    for (const entry of DEMO_SCHOOLS) {
      const school = await insertSchool(tx, entry.school)
      const faker = createFaker(entry.seed)
      const named = namedStudents(entry.accounts, passwordHash, faker)
      const others = Array.from({ length: studentsPerSchool }, () =>
        buildStudent(faker, passwordHash),
      )
      const ids = await insertStudents(tx, school, joinedBeforeActivity([...named, ...others]))
      await seedDemoExtras(tx, school, ids, faker)
      await seedDemoClubs(tx, school, ids, entry.clubs, entry.namedClubs, entry.seed + 7)
      if (entry.school.connectEnabled) await seedDemoChat(tx, school, ids)
      const [me] = ids
      if (me !== undefined) await seedDemoChannels(tx, school, me)
      if (entry.school.connectEnabled) {
        const e2e = namedStudents(NOTIFICATIONS_E2E_ACCOUNTS, passwordHash)
        await withoutSchoolFeedNotifications(tx, await insertStudents(tx, school, e2e))
      }
      let staffId: number | null = null
      let schoolAuthors: number[] = []
      if (entry.school.code === 'demo') {
        const roles = await seedRoleAccounts(
          tx,
          school,
          passwordHash,
          ROLE_ACCOUNTS,
          ROLE_ACCOUNTS_SEED,
        )
        staffId = roles.get('staff') ?? null
        schoolAuthors = [roles.get('school_admin'), staffId].flatMap((id) => id ?? [])
        // Only the demo school has an admin to read the overview.
        await seedDemoActivity(tx, school, ids, createFaker(entry.seed + 11))
        // And a moderator with a queue to open.
        await seedDemoReports(tx, school, ids)
      }
      // Last, with a faker of its own: everything seeded before stays as it was.
      const [demoStudent] = ids
      await seedDemoEvents(
        tx,
        school,
        {
          pool: ids.slice(entry.accounts.length),
          staffId,
          ...(demoStudent !== undefined && {
            // demo-extras.ts connects the demo student to the first 14 others.
            demoStudent: { userId: demoStudent, connections: ids.slice(2, 16) },
          }),
        },
        entry.seed + 13,
      )
      if (entry.school.code === 'north') {
        const roles = await seedRoleAccounts(
          tx,
          school,
          passwordHash,
          NORTH_ROLE_ACCOUNTS,
          NORTH_ROLE_ACCOUNTS_SEED,
        )
        schoolAuthors = [...roles.values()]
      }
      const namedUser = (which?: { account: number; club: string }) => {
        const userId = which && ids[which.account]
        return userId === undefined || !which ? undefined : { userId, club: which.club }
      }
      const { newsWriter, commenter }: DemoFeedSetting = entry.feed
      await seedDemoFeed(
        tx,
        photos,
        school,
        {
          pool: ids.slice(entry.accounts.length),
          schoolAuthors,
          studentsPost: entry.school.feedStudentsPost,
          newsWriter: namedUser(newsWriter),
          commenter: namedUser(commenter),
        },
        entry.feed.scale,
        entry.seed + FEED_SEED_OFFSET,
      )
      if (entry.school.code === 'demo') {
        const faker = createFaker(EVENTS_E2E_SEED)
        await insertStudents(tx, school, namedStudents(EVENTS_E2E_ACCOUNTS, passwordHash, faker))
        const badgesFaker = createFaker(BADGES_E2E_SEED)
        await insertStudents(
          tx,
          school,
          namedStudents(BADGES_E2E_ACCOUNTS, passwordHash, badgesFaker),
        )
        const electionsFaker = createFaker(ELECTIONS_E2E_SEED)
        await insertStudents(
          tx,
          school,
          namedStudents(ELECTIONS_E2E_ACCOUNTS, passwordHash, electionsFaker),
        )
      }
      // Last of all: every student has their classes, bills and holds (issue 17).
      await seedDemoStudentRecords(tx, school, new Date(), entry.seed + RECORDS_SEED_OFFSET)
      // After every check-in, membership and term: a dozen students show on the leaderboards.
      if (entry.school.code === 'demo') {
        await seedDemoBadges(tx, school, ids.slice(1, 13))
        await seedDemoTranscript(tx, school, new Date())
        await seedDemoRooms(tx, school)
        await seedDemoForms(tx, school, staffId, new Date(), entry.seed + FORMS_SEED_OFFSET)
      }
    }
    return true
  })
  for (const [key, data] of photos.files) await storage.put(key, data)
  return seeded
}

/** Returns each role's account id: the school's events and posts are theirs. */
async function seedRoleAccounts(
  tx: DbOrTx,
  school: School,
  passwordHash: string,
  accounts: (DemoAccount & { role: GrantedRole })[],
  seed: number,
): Promise<Map<GrantedRole, number>> {
  const faker = createFaker(seed)
  const ids = await insertStudents(
    tx,
    school,
    namedStudents(
      accounts.map(({ role: _role, ...account }) => account),
      passwordHash,
      faker,
    ),
  )
  const granted = accounts.flatMap((account, index) => {
    const userId = ids[index]
    return userId === undefined ? [] : [{ userId, schoolId: school.id, role: account.role }]
  })
  await tx.insert(userRoles).values(granted)
  return new Map(granted.map((grant) => [grant.role, grant.userId]))
}

/** Students with known emails (the demo's sign-in accounts): visitable, always students. */
function namedStudents(
  accounts: DemoAccount[],
  passwordHash: string,
  faker = createFaker(NOTIFICATIONS_E2E_SEED),
): StudentBuild[] {
  return accounts.map((account) =>
    buildStudent(faker, passwordHash, {
      user: { accountType: 'student', ...account },
      profile: { visitableProfile: true },
    }),
  )
}

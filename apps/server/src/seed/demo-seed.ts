import { sql } from 'drizzle-orm'
import type { Db } from '../platform/db/database.ts'
import { schools } from '../platform/db/schema.ts'
import { hashPassword } from '../platform/auth/passwords.ts'
import { seedDemoChat } from './demo-chat.ts'
import { seedDemoExtras } from './demo-extras.ts'
import {
  buildStudent,
  createFaker,
  insertSchool,
  insertStudents,
  type StudentBuild,
} from './factories.ts'

/** api.md "Demo seed": every seeded account uses this password. */
export const DEMO_PASSWORD = 'quad-demo'
export const DEMO_STUDENTS_PER_SCHOOL = 300

interface DemoAccount {
  email: string
  firstName: string
  lastName: string
}

const DEMO_SCHOOLS = [
  {
    school: {
      code: 'demo',
      name: 'Demo University',
      topBarBgColor: '005fbf',
      connectEnabled: true,
    },
    seed: 1001,
    accounts: [
      { email: 'student@demo.edu', firstName: 'Maya', lastName: 'Patel' },
      { email: 'friend@demo.edu', firstName: 'Jonah', lastName: 'Okafor' },
    ],
  },
  {
    school: {
      code: 'north',
      name: 'North College',
      topBarBgColor: 'f2b705',
      connectEnabled: false,
    },
    seed: 2002,
    accounts: [{ email: 'student@north.edu', firstName: 'Elena', lastName: 'Lindqvist' }],
  },
] satisfies Array<{ school: object; seed: number; accounts: DemoAccount[] }>

/**
 * Seeds the two demo schools. Never runs on a database that already holds a
 * school (api.md), so a restart or a production database is left alone.
 * Returns false when it did nothing.
 */
export async function seedDemo(
  db: Db,
  studentsPerSchool = DEMO_STUDENTS_PER_SCHOOL,
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  return db.transaction(async (tx) => {
    // Serialise concurrent first starts on a shared PostgreSQL.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(730002)`)
    const existing = await tx.select({ n: sql<number>`count(*)::int` }).from(schools)
    if ((existing[0]?.n ?? 0) > 0) return false
    for (const entry of DEMO_SCHOOLS) {
      const school = await insertSchool(tx, entry.school)
      const faker = createFaker(entry.seed)
      const named: StudentBuild[] = entry.accounts.map((account) =>
        buildStudent(faker, passwordHash, {
          user: { ...account, accountType: 'student' },
          profile: { visitableProfile: true },
        }),
      )
      const others = Array.from({ length: studentsPerSchool }, () =>
        buildStudent(faker, passwordHash),
      )
      const ids = await insertStudents(tx, school, [...named, ...others])
      await seedDemoExtras(tx, school, ids, faker)
      if (entry.school.connectEnabled) await seedDemoChat(tx, school, ids)
    }
    return true
  })
}

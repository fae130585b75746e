import { randomUUID } from 'node:crypto'
import { Faker, en } from '@faker-js/faker'
import type { DbOrTx } from '../platform/db/database.ts'
import { profiles } from '../db/schema/profiles.ts'
import { schools, users } from '../platform/db/schema.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { findSchoolByCode } from '../platform/tenancy/schools.service.ts'
import {
  INDUSTRIES,
  INTERESTS,
  LANGUAGES,
  LOOKING_FOR,
  MAJORS,
  PRONOUNS,
  SPORTS,
} from '../features/profiles/vocabulary.ts'
import { classYearOf } from './class-years.ts'

/**
 * Factories shared by the tests and the seeds (style.md): `build*` makes a row from
 * a seeded faker plus overrides; `insert*` writes rows in batches.
 */
export type NewSchool = typeof schools.$inferInsert
export type NewUser = Omit<typeof users.$inferInsert, 'schoolId'>
export type NewProfile = Omit<typeof profiles.$inferInsert, 'userId' | 'schoolId'>
export interface StudentBuild {
  user: NewUser
  profile: NewProfile
}

export function createFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en] })
  faker.seed(seed)
  return faker
}

export async function insertSchool(
  db: DbOrTx,
  overrides: Partial<NewSchool> = {},
): Promise<School> {
  const code = overrides.code ?? `school-${randomUUID().slice(0, 8)}`
  await db.insert(schools).values({ code, name: `School ${code}`, ...overrides })
  const school = await findSchoolByCode(db, code)
  if (!school) throw new Error(`school ${code} was not stored`)
  return school
}

export function buildStudent(
  faker: Faker,
  passwordHash: string,
  overrides: { user?: Partial<NewUser>; profile?: Partial<NewProfile> } = {},
  /** "Today" for class years: students graduate from this academic year on, alumni before it. */
  now = new Date(),
): StudentBuild {
  const firstName = faker.person.firstName()
  const lastName = faker.person.lastName()
  const uid = faker.string.alphanumeric({ length: 12, casing: 'lower' })
  // One draw, as before, so the rest of a seeded school stays as it was.
  const yearDraw = faker.number.int({ min: 0, max: 9999 }) / 10_000
  const hasJob = faker.datatype.boolean({ probability: 0.35 })
  const major = faker.helpers.arrayElement(MAJORS)
  const user: NewUser = {
    uid,
    email: `${firstName}.${lastName}.${uid.slice(0, 4)}@example.edu`.toLowerCase(),
    passwordHash,
    firstName,
    lastName,
    accountType: faker.helpers.weightedArrayElement([
      { weight: 85, value: 'student' },
      { weight: 8, value: 'alumni' },
      { weight: 4, value: 'faculty' },
      { weight: 3, value: 'staff' },
    ]),
    photoUrl: faker.datatype.boolean({ probability: 0.9 }) ? `/media/avatars/${uid}.webp` : null,
    ...overrides.user,
  }
  const year = classYearOf(user.accountType ?? 'student', yearDraw, now)
  const profile: NewProfile = {
    genderPronoun: faker.helpers.arrayElement(PRONOUNS),
    yearOfGraduation: year,
    bio: `<p>${roleLine(user.accountType ?? 'student', major, year)} ${faker.lorem.sentences({ min: 1, max: 4 })}</p>`,
    largePhotoUrl: user.photoUrl ?? null,
    companyName: hasJob ? faker.company.name() : null,
    workTitle: hasJob ? faker.person.jobTitle() : null,
    languages: faker.helpers.arrayElements(LANGUAGES, { min: 1, max: 3 }),
    lookingFor: faker.helpers.arrayElements(LOOKING_FOR, { min: 0, max: 2 }),
    industries: faker.helpers.arrayElements(INDUSTRIES, { min: 0, max: 3 }),
    interests: faker.helpers.arrayElements(INTERESTS, { min: 1, max: 5 }),
    sports: faker.helpers.arrayElements(SPORTS, { min: 0, max: 2 }),
    phoneWork: hasJob ? faker.phone.number({ style: 'national' }) : null,
    phoneMobile: faker.phone.number({ style: 'national' }),
    phoneHome: faker.datatype.boolean({ probability: 0.3 })
      ? faker.phone.number({ style: 'national' })
      : null,
    currentAddress: faker.datatype.boolean({ probability: 0.4 })
      ? `${faker.location.streetAddress()}[[SEP]]${faker.location.secondaryAddress()}`
      : null,
    city: faker.location.city(),
    state: faker.location.state({ abbreviated: true }),
    zipcode: faker.location.zipCode('#####'),
    country: 'United States',
    visitableProfile: faker.datatype.boolean({ probability: 0.9 }),
    directoryOptOut: faker.datatype.boolean({ probability: 0.02 }),
    // Some students tighten their privacy, as real ones do.
    fieldVisibility:
      faker.helpers.maybe(
        () => ({
          email: faker.helpers.arrayElement(['school', 'connections', 'private']),
          interests: faker.helpers.arrayElement(['school', 'connections']),
          bio: faker.helpers.arrayElement(['school', 'connections', 'private']),
        }),
        { probability: 0.2 },
      ) ?? {},
    ...overrides.profile,
  }
  return { user, profile }
}

/** The bio's first sentence, true to the person's account type and class year. */
function roleLine(accountType: string, major: string, year: number | null): string {
  if (accountType === 'student') return `${major} student, class of ${String(year)}.`
  if (accountType === 'alumni') return `${major} graduate, class of ${String(year)}.`
  if (accountType === 'faculty') return `Teaches ${major}.`
  return 'Works on campus.'
}

/** Inserts students in batches of `batchSize` rows; returns their internal ids in order. */
export async function insertStudents(
  db: DbOrTx,
  school: School,
  builds: StudentBuild[],
  batchSize = 1000,
): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < builds.length; start += batchSize) {
    const batch = builds.slice(start, start + batchSize)
    const inserted = await db
      .insert(users)
      .values(batch.map((b) => ({ ...b.user, schoolId: school.id })))
      .returning({ id: users.id })
    await db.insert(profiles).values(
      batch.map((b, i) => {
        const row = inserted[i]
        if (!row) throw new Error('insert returned fewer rows than it was given')
        return { ...b.profile, userId: row.id, schoolId: school.id }
      }),
    )
    ids.push(...inserted.map((r) => r.id))
  }
  return ids
}

import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { Faker } from '@faker-js/faker'
import type { Weekday } from '@quad/shared'
import { WEEKDAYS } from '@quad/shared'
import type { DbOrTx } from '../platform/db/database.ts'
import { users } from '../platform/db/schema.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { eventRsvps, events } from '../db/schema/events.ts'
import { demoBalances, demoHolds, type DemoStudent } from './demo-sis-accounts.ts'
import { RECORDS_PROFILES, type SchoolRecordsProfile } from './demo-sis-catalogue.ts'
import {
  minutesOf,
  sectionsClash,
  studioSection,
  termSections,
  type DemoSection,
} from './demo-sis-sections.ts'
import { demoTerms, type DemoTerm } from './demo-sis-terms.ts'
import { writeStudentRecords, type RecordsBatch, type WriteTally } from './demo-sis-write.ts'
import { createFaker } from './factories.ts'

/**
 * The demo's student-records feed (issue 17 "Demo data for every screen"), as if the
 * school's SIS had pushed it an hour ago: two terms around the seed's clock, each
 * section's weekly meetings on the school's wall clock, every student in four or five
 * sections that do not clash this term, bills for this term and the last, a few holds, the Pay link. The demo
 * student (`student@{domain}`: Maya) owes part of this term's bill, has a hold blocking
 * registration, and a studio class clashing with an event she is going to, so the
 * calendar shows the clash. Written through `upsertByExternalId`: seeding again in the
 * same week changes nothing (every date counts from the week's Monday, demo-sis-terms.ts).
 */
export async function seedDemoStudentRecords(
  db: DbOrTx,
  school: School,
  clock: Date,
  seed: number,
): Promise<WriteTally> {
  const profile = RECORDS_PROFILES[school.code]
  if (!profile) return { inserted: 0, updated: 0, unchanged: 0 }
  const faker = createFaker(seed)
  const terms = demoTerms(profile, clock)
  const students = await schoolStudents(db, school)
  const demoStudent = students.find((s) => s.email === `student@${profile.domain}`)
  const studio =
    demoStudent && (await studioForClash(db, profile, terms.current, demoStudent, clock))
  const current = [
    ...termSections(profile, terms.current, profile.catalogue, profile.secondSections),
    ...(studio ? [studio] : []),
  ]
  // Last term's classes are over: it stays in the feed for its bills.
  const enrollments = students.flatMap((student) => {
    const first = student === demoStudent && studio ? [studio] : []
    return pickSections(faker, current, first).map((s) => enrollment(student, s))
  })
  const batch: RecordsBatch = {
    terms: [terms.previous, terms.current].map(({ start: _start, ...term }) => term),
    courses: current.map((s) => s.course),
    meetings: current.flatMap((s) => s.meetings),
    enrollments,
    balances: demoBalances(faker, profile, terms, students, demoStudent),
    holds: demoHolds(profile, terms, students, demoStudent),
  }
  return writeStudentRecords(db, school, profile, batch, clock)
}

/** The school's students in id order, with the SIS's student numbers. */
async function schoolStudents(db: DbOrTx, school: School): Promise<DemoStudent[]> {
  const rows = await db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.schoolId, school.id), eq(users.accountType, 'student')))
    .orderBy(asc(users.id))
  return rows.map((row, i) => ({ ...row, number: `S${String(100_001 + i)}` }))
}

function enrollment(student: DemoStudent, section: DemoSection) {
  return {
    externalId: `ENR-${section.course.externalId}-${student.number}`,
    studentEmail: student.email,
    section: section.course.externalId,
    status: 'enrolled' as const,
  }
}

/** Four or five sections that never meet at the same time, starting from `first`. */
function pickSections(faker: Faker, pool: DemoSection[], first: DemoSection[]): DemoSection[] {
  const want = faker.number.int({ min: 4, max: 5 })
  const chosen = [...first]
  for (const candidate of faker.helpers.shuffle(pool)) {
    if (chosen.length >= want) break
    if (chosen.includes(candidate)) continue
    if (chosen.some((taken) => sectionsClash(taken, candidate))) continue
    chosen.push(candidate)
  }
  return chosen
}

/**
 * A weekly studio class for the demo student that overlaps the first timed event she is
 * going to later this term (its last half hour over the event's first), or none.
 */
async function studioForClash(
  db: DbOrTx,
  profile: SchoolRecordsProfile,
  term: DemoTerm,
  student: DemoStudent,
  clock: Date,
): Promise<DemoSection | undefined> {
  const [event] = await db
    .select({ startsAt: events.startsAt })
    .from(events)
    .innerJoin(eventRsvps, eq(eventRsvps.eventId, events.id))
    .where(
      and(
        eq(eventRsvps.userId, student.userId),
        eq(eventRsvps.status, 'going'),
        eq(events.status, 'published'),
        eq(events.allDay, false),
        gte(events.startsAt, clock),
        lt(events.startsAt, new Date(`${term.endsOn}T00:00:00Z`)),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(1)
  if (!event) return undefined
  const local = wallClock(event.startsAt, profile.timeZone)
  const end = Math.min(local.minutes + 30, 23 * 60 + 59)
  const start = Math.max(end - 150, 7 * 60)
  if (end - start < 60) return undefined
  return studioSection(profile, term, profile.studio, local.day, start, end)
}

/** The weekday and minutes since midnight of an instant on a zone's wall clock. */
function wallClock(instant: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const index = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'))
  return {
    day: WEEKDAYS[index] ?? 'MO',
    minutes: minutesOf(`${part('hour')}:${part('minute')}`),
  }
}

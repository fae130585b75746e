import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../platform/db/database.ts'
import { users } from '../platform/db/schema.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { transcriptEntries, transcriptTerms } from '../db/schema/transcript.ts'

/** The demo school's transcript categories and learning outcomes (issue 36 item 2). */
const CATEGORIES = [
  { name: 'Volunteering', description: 'Service to the campus and the wider community.' },
  { name: 'Leadership', description: 'Roles that lead a group, a project or an event.' },
  { name: 'Awards and honours', description: 'Recognition from the school or outside it.' },
  { name: 'Research', description: 'Research outside a course: labs, projects, conferences.' },
]
const OUTCOMES = ['Civic engagement', 'Communication', 'Leadership', 'Teamwork']

const DAY_MS = 86_400_000
const dayBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10)

/**
 * Defines the categories and outcomes, and gives the demo student one activity staff
 * approved and one waiting for review, so `/cct` and Admin → Transcript show what they do
 * from the first sign-in. Draws nothing: the rest of the seed stays as it was.
 */
export async function seedDemoTranscript(tx: DbOrTx, school: School, now: Date): Promise<void> {
  const terms = await tx
    .insert(transcriptTerms)
    .values([
      ...CATEGORIES.map((c) => ({ schoolId: school.id, kind: 'category' as const, ...c })),
      ...OUTCOMES.map((name) => ({ schoolId: school.id, kind: 'outcome' as const, name })),
    ])
    .returning({ id: transcriptTerms.id, name: transcriptTerms.name })
  const term = (name: string) => terms.find((t) => t.name === name)?.id ?? 0
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.schoolId, school.id),
        inArray(users.email, ['student@demo.edu', 'staff@demo.edu']),
      ),
    )
  const student = people.find((p) => p.email === 'student@demo.edu')?.id
  const staff = people.find((p) => p.email === 'staff@demo.edu')?.id ?? null
  if (student === undefined) return
  await tx.insert(transcriptEntries).values([
    {
      schoolId: school.id,
      userId: student,
      categoryId: term('Volunteering'),
      title: 'Saturday food bank shifts',
      organization: 'Riverside Food Bank',
      quarterHours: 12 * 4,
      startDate: dayBefore(now, 120),
      endDate: dayBefore(now, 40),
      description: 'Sorted donations and packed weekly boxes for families.',
      outcomes: [term('Civic engagement'), term('Teamwork')],
      status: 'approved',
      reviewedBy: staff,
      reviewedAt: new Date(now.getTime() - 35 * DAY_MS),
    },
    {
      schoolId: school.id,
      userId: student,
      categoryId: term('Leadership'),
      title: 'Peer tutoring lead',
      organization: 'Learning Commons',
      quarterHours: 8 * 4,
      startDate: dayBefore(now, 30),
      description: 'Ran the first-year statistics drop-in twice a week.',
      outcomes: [term('Communication'), term('Leadership')],
    },
  ])
}

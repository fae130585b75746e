import type { Faker } from '@faker-js/faker'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { formAnswerIssues, oneSection, type EventQuestion, type RsvpAnswers } from '@quad/shared'
import { eventRsvps, events } from '../db/schema/events.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { createFaker } from './factories.ts'

/** Things students write when an event asks them an open question. */
const NOTES = [
  'Vegetarian, please.',
  'I might be ten minutes late from a lab.',
  'First time at one of these!',
  'Nut allergy.',
  'Happy to help set up.',
  'Bringing a friend from my course, if that is all right.',
]

/** One student's answers to the event's questions, as a student would give them. */
function answersTo(faker: Faker, questions: readonly EventQuestion[]): RsvpAnswers {
  const given: RsvpAnswers = {}
  for (const question of questions) {
    // An optional question is left blank as often as not.
    if (!question.required && faker.datatype.boolean(0.5)) continue
    switch (question.kind) {
      case 'choice':
        given[question.id] = faker.helpers.arrayElement(question.options)
        break
      case 'multi_choice':
        given[question.id] = faker.helpers.arrayElements(question.options, { min: 1, max: 2 })
        break
      case 'scale':
        given[question.id] = faker.number.int({ min: question.min, max: question.max })
        break
      case 'date':
        given[question.id] = faker.date.soon({ days: 30 }).toISOString().slice(0, 10)
        break
      default:
        given[question.id] = faker.helpers.arrayElement(NOTES)
    }
  }
  const { answers, issues } = formAnswerIssues(oneSection(questions), given)
  if (issues.length > 0) throw new Error(`demo registration answers: ${JSON.stringify(issues)}`)
  return answers
}

/**
 * The registration answers of everyone the seed put down as going or waiting for an event
 * that asks questions (decision 113), so its organisers have answers to read. A faker of
 * its own (`seed`): the rest of the seed draws as before.
 */
export async function seedRegistrationAnswers(db: DbOrTx, school: School, seed: number) {
  const faker = createFaker(seed)
  const rows = await db
    .select({
      eventId: eventRsvps.eventId,
      userId: eventRsvps.userId,
      questions: events.questions,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        eq(events.schoolId, school.id),
        inArray(eventRsvps.status, ['going', 'waitlisted']),
        sql`jsonb_array_length(${events.questions}) > 0`,
      ),
    )
    .orderBy(asc(eventRsvps.eventId), asc(eventRsvps.userId))
  const answered = rows.map((row) => ({ ...row, answers: answersTo(faker, row.questions) }))
  for (let i = 0; i < answered.length; i += 500) {
    const values = answered
      .slice(i, i + 500)
      .map(
        (row) =>
          sql`(${row.eventId}::bigint, ${row.userId}::bigint, ${JSON.stringify(row.answers)}::jsonb)`,
      )
    await db.execute(sql`update event_rsvps r set answers = v.answers
      from (values ${sql.join(values, sql`, `)}) as v(event_id, user_id, answers)
      where r.event_id = v.event_id and r.user_id = v.user_id`)
  }
}

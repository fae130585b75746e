import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  answerCell,
  answersTo,
  answerTo,
  questionResult,
  type EventRegistration,
  type RsvpAnswers,
} from '@quad/shared'
import { eventRsvps } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { csvDocument } from '../../platform/text/csv.ts'
import { wallClock } from './event-dates.ts'
import type { EventRow } from './event-presenter.ts'

interface Registered {
  firstName: string
  lastName: string
  status: string
  respondedAt: Date
  answers: RsvpAnswers | null
}

/** Everyone going or waitlisted, in the order they answered (the waitlist's order). */
function registeredTo(db: DbOrTx, event: EventRow): Promise<Registered[]> {
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      status: eventRsvps.status,
      respondedAt: eventRsvps.respondedAt,
      answers: eventRsvps.answers,
    })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(
      and(eq(eventRsvps.eventId, event.id), inArray(eventRsvps.status, ['going', 'waitlisted'])),
    )
    .orderBy(asc(eventRsvps.respondedAt), asc(users.uid))
}

/**
 * The registration answers summed per question (decision 113), as a form's results are:
 * of those going or waitlisted (an answer taken back leaves the sums), oldest first.
 */
export async function registrationResults(db: DbOrTx, event: EventRow): Promise<EventRegistration> {
  const registered = await registeredTo(db, event)
  const answered = registered.filter(
    (person) => person.answers !== null && Object.keys(person.answers).length > 0,
  )
  return {
    eventId: event.uid,
    title: event.title,
    going: registered.filter((person) => person.status === 'going').length,
    waitlisted: registered.filter((person) => person.status === 'waitlisted').length,
    answered: answered.length,
    questions: event.questions.map((question) =>
      questionResult(question, answersTo(answered, question.id)),
    ),
  }
}

/**
 * The registration answers as CSV: one person going or waitlisted a row, in the order they
 * answered, when (the event's wall clock), and their answer to each question as a form's
 * CSV writes it.
 */
export async function registrationCsv(db: DbOrTx, event: EventRow): Promise<string> {
  const registered = await registeredTo(db, event)
  return csvDocument(
    ['First name', 'Last name', 'Answer', 'Answered at', ...event.questions.map((q) => q.label)],
    registered.map((person) => [
      person.firstName,
      person.lastName,
      person.status,
      wallClock(person.respondedAt, event.timeZone).replace('T', ' '),
      ...event.questions.map((question) =>
        answerCell(question, answerTo(person.answers ?? {}, question.id)),
      ),
    ]),
  )
}

import { and, asc, eq } from 'drizzle-orm'
import {
  formAnswerIssues,
  FormBody,
  type FormAnswer,
  type FormBody as FormInput,
} from '@quad/shared'
import { clubMemberships, clubs } from '../db/schema/clubs.ts'
import { formRespondents, formResponses, forms } from '../db/schema/forms.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import { users } from '../platform/db/schema.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { wallClock } from '../features/events/index.ts'
import { createFaker } from './factories.ts'

const DAY = 24 * 3600_000

/** The Photography Club's survey of its walks, which its officer (Maya) reads the answers of. */
const WALKS_SURVEY: FormInput = {
  title: 'Photo walks: how did they go?',
  description: 'Tell us about this term’s walks, so next term’s are better.',
  audience: { kind: 'club' },
  responsesPerPerson: 'one',
  anonymous: false,
  closesAt: null,
  sections: [
    {
      title: '',
      description: '',
      questions: [
        {
          id: 'walk',
          kind: 'choice',
          label: 'Which walk did you enjoy most?',
          help: '',
          required: true,
          options: ['Campus architecture', 'Night lights downtown', 'Autumn in the arboretum'],
        },
        {
          id: 'rating',
          kind: 'scale',
          label: 'How were the walks overall?',
          help: '',
          required: true,
          min: 1,
          max: 5,
          minLabel: 'Not great',
          maxLabel: 'Loved them',
        },
        {
          id: 'next',
          kind: 'long_text',
          label: 'What should we try next term?',
          help: '',
          required: false,
        },
      ],
    },
  ],
}

const NEXT_IDEAS = [
  'A sunrise walk by the lake.',
  'More time for editing together afterwards.',
  'Film cameras!',
  'A portrait session on the quad.',
  'Street photography in the old town.',
]

/** Staff's anonymous survey of the whole school, open for every student to answer. */
const DINING_SURVEY: FormInput = {
  title: 'Campus dining survey',
  description: 'Anonymous: your answers are not linked to you. Five minutes at most.',
  audience: { kind: 'school' },
  responsesPerPerson: 'one',
  anonymous: true,
  closesAt: null,
  sections: [
    {
      title: '',
      description: '',
      questions: [
        {
          id: 'where',
          kind: 'multi_choice',
          label: 'Where do you eat on campus?',
          help: 'Choose every place you go to at least once a week.',
          required: true,
          options: ['North Dining Hall', 'Student Union food court', 'Library café', 'Food trucks'],
        },
        {
          id: 'value',
          kind: 'scale',
          label: 'How good is the value for money?',
          help: '',
          required: true,
          min: 1,
          max: 5,
          minLabel: 'Poor',
          maxLabel: 'Excellent',
        },
      ],
    },
  ],
}

/** Answers checked as a student's would be (formAnswerIssues), so the demo holds none amiss. */
function checked(form: FormInput, given: Record<string, FormAnswer>) {
  const { answers, issues } = formAnswerIssues(form.sections, given)
  if (issues.length > 0) throw new Error(`demo form answers: ${JSON.stringify(issues)}`)
  return answers
}

async function insertForm(
  tx: DbOrTx,
  school: School,
  form: FormInput,
  owner: { clubId: number | null; createdBy: number | null },
  createdAt: Date,
) {
  const body = FormBody.parse(form)
  const [row] = await tx
    .insert(forms)
    .values({
      schoolId: school.id,
      clubId: owner.clubId,
      // The demo's forms go to a club or the school (an event's needs its id, none here).
      audience: body.audience.kind,
      title: body.title,
      description: body.description,
      sections: body.sections,
      responsesPerPerson: body.responsesPerPerson,
      anonymous: body.anonymous,
      status: 'open',
      createdBy: owner.createdBy,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: forms.id })
  if (!row) throw new Error('demo form not stored')
  return row.id
}

/** One answer each from `people`, as the answer route stores them (decision 110). */
async function answer(
  tx: DbOrTx,
  school: School,
  formId: number,
  form: FormInput,
  given: { userId: number; at: Date; answers: Record<string, FormAnswer> }[],
) {
  if (given.length === 0) return
  await tx.insert(formRespondents).values(given.map(({ userId }) => ({ formId, userId })))
  await tx.insert(formResponses).values(
    given.map(({ userId, at, answers }) => ({
      formId,
      userId: form.anonymous ? null : userId,
      answers: checked(form, answers),
      // An anonymous answer keeps the school's day only.
      submittedAt: form.anonymous
        ? new Date(`${wallClock(at, school.timeZone, true)}T00:00:00Z`)
        : at,
    })),
  )
  await tx.update(forms).set({ responseCount: given.length }).where(eq(forms.id, formId))
}

/**
 * The demo's forms (decision 110): the Photography Club's walks survey with its members'
 * answers over the last ten days (Maya, its officer, reads the results), and staff's
 * anonymous dining survey, answered by a few dozen students and open to the rest (Maya
 * among them). Its own faker: the rest of the seed draws as it did.
 */
export async function seedDemoForms(
  tx: DbOrTx,
  school: School,
  staffId: number | null,
  now: Date,
  seed: number,
): Promise<void> {
  const faker = createFaker(seed)
  const [club] = await tx
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.name, 'Photography Club')))
  if (club) {
    const members = await tx
      .select({ userId: clubMemberships.userId, role: clubMemberships.role })
      .from(clubMemberships)
      .where(eq(clubMemberships.clubId, club.id))
    const officer = members.find((member) => member.role === 'officer')?.userId ?? null
    const formId = await insertForm(
      tx,
      school,
      WALKS_SURVEY,
      { clubId: club.id, createdBy: officer },
      new Date(now.getTime() - 12 * DAY),
    )
    const walks = WALKS_SURVEY.sections[0]?.questions[0]
    const options = walks && 'options' in walks ? walks.options : []
    // Its members but its officers (who run the survey), up to fourteen.
    const answering = members.filter((member) => member.role !== 'officer').slice(0, 14)
    await answer(
      tx,
      school,
      formId,
      WALKS_SURVEY,
      answering.map(({ userId }) => ({
        userId,
        at: new Date(now.getTime() - faker.number.int({ min: 1, max: 10 * 24 }) * 3600_000),
        answers: {
          walk: faker.helpers.arrayElement(options),
          rating: faker.helpers.weightedArrayElement([
            { value: 5, weight: 5 },
            { value: 4, weight: 4 },
            { value: 3, weight: 2 },
            { value: 2, weight: 1 },
          ]),
          ...(faker.datatype.boolean() ? { next: faker.helpers.arrayElement(NEXT_IDEAS) } : {}),
        },
      })),
    )
  }
  const diningId = await insertForm(
    tx,
    school,
    DINING_SURVEY,
    { clubId: null, createdBy: staffId },
    new Date(now.getTime() - 6 * DAY),
  )
  const places = DINING_SURVEY.sections[0]?.questions[0]
  const placeOptions = places && 'options' in places ? places.options : []
  // People other than the demo's named accounts (the first ten inserted), so Maya and
  // Jonah may still answer it.
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.schoolId, school.id))
    .orderBy(asc(users.id))
    .offset(10)
    .limit(36)
  const answering = others.map(({ id }) => id)
  await answer(
    tx,
    school,
    diningId,
    DINING_SURVEY,
    answering.map((userId) => ({
      userId,
      at: new Date(now.getTime() - faker.number.int({ min: 1, max: 6 * 24 }) * 3600_000),
      answers: {
        where: faker.helpers.arrayElements(placeOptions, { min: 1, max: 3 }),
        value: faker.number.int({ min: 1, max: 5 }),
      },
    })),
  )
}

import { asc, count, eq } from 'drizzle-orm'
import {
  answerTo,
  FORM_RESULT_TEXTS,
  questionsOf,
  type FormAnswer,
  type FormQuestion,
  type FormQuestionResult,
  type FormResults,
} from '@quad/shared'
import { formRespondents, formResponses } from '../../db/schema/forms.ts'
import { users } from '../../platform/db/schema.ts'
import { forbidden } from '../../platform/errors.ts'
import { csvDocument } from '../../platform/text/csv.ts'
import { fullName } from '../../platform/text/person-name.ts'
import { NOT_MANAGER, requireManager, type FormDeps } from './form-access.ts'
import { findForm, type FormRow } from './form-rows.ts'
import { formViewFor } from './forms.service.ts'

interface StoredResponse {
  answers: Record<string, FormAnswer>
  submittedAt: Date
  firstName: string | null
  lastName: string | null
}

/** Every response to the form, oldest first, with who gave it (none when anonymous). */
function responsesOf(deps: FormDeps, row: FormRow): Promise<StoredResponse[]> {
  return (
    deps.db
      .select({
        answers: formResponses.answers,
        submittedAt: formResponses.submittedAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(formResponses)
      .leftJoin(users, eq(users.id, formResponses.userId))
      .where(eq(formResponses.formId, row.id))
      // An anonymous form's answers of one day in no telling order (their random uid): the
      // order they came in would give back the time of day the day-only time drops.
      .orderBy(
        asc(formResponses.submittedAt),
        row.anonymous ? asc(formResponses.uid) : asc(formResponses.id),
      )
  )
}

/** The form, for its managers only (a 403 for others, a 404 for no such form). */
async function managedForm(deps: FormDeps, uid: string) {
  const row = await findForm(deps.db, deps.school.id, uid)
  await requireManager(deps, row)
  return row
}

function tally(labels: readonly string[], given: readonly string[]) {
  const counts = new Map(labels.map((label) => [label, 0]))
  for (const label of given) counts.set(label, (counts.get(label) ?? 0) + 1)
  return [...counts].map(([label, n]) => ({ label, count: n }))
}

/** One question's answers summed (`responses` oldest first). */
function questionResult(
  question: FormQuestion,
  responses: readonly StoredResponse[],
): FormQuestionResult {
  const given = responses
    .map((response) => answerTo(response.answers, question.id))
    .filter((answer): answer is FormAnswer => answer !== undefined)
  const result: FormQuestionResult = {
    id: question.id,
    kind: question.kind,
    label: question.label,
    answered: given.length,
    counts: [],
    mean: null,
    texts: [],
  }
  switch (question.kind) {
    case 'choice':
      return { ...result, counts: tally(question.options, given.map(String)) }
    case 'multi_choice':
      return {
        ...result,
        counts: tally(
          question.options,
          given.flatMap((answer) => (Array.isArray(answer) ? answer : [])),
        ),
      }
    case 'scale': {
      const points = Array.from(
        { length: question.max - question.min + 1 },
        (_, i) => question.min + i,
      )
      const numbers = given.filter((answer): answer is number => typeof answer === 'number')
      const mean =
        numbers.length === 0 ? null : numbers.reduce((sum, n) => sum + n, 0) / numbers.length
      return {
        ...result,
        counts: tally(points.map(String), numbers.map(String)),
        mean: mean === null ? null : Math.round(mean * 100) / 100,
      }
    }
    case 'date':
      return { ...result, counts: tally([], given.map(String).sort()) }
    default:
      return { ...result, texts: given.map(String).reverse().slice(0, FORM_RESULT_TEXTS) }
  }
}

/**
 * `GET /api/v1/forms/{formId}/results`: per question, counts (choices, scales by point,
 * dates by day) or the latest texts, and how many answered; for the form's managers.
 */
export async function formResults(
  deps: FormDeps,
  uid: string,
  now = new Date(),
): Promise<FormResults> {
  const row = await findForm(deps.db, deps.school.id, uid)
  const { form } = await formViewFor(deps, row, now)
  if (!form.viewer.manage) throw forbidden(NOT_MANAGER)
  const [responses, [respondents]] = await Promise.all([
    responsesOf(deps, row),
    deps.db.select({ n: count() }).from(formRespondents).where(eq(formRespondents.formId, row.id)),
  ])
  return {
    form,
    responseCount: responses.length,
    respondentCount: respondents?.n ?? 0,
    questions: questionsOf(row.sections).map((question) => questionResult(question, responses)),
  }
}

const cellOf = (answer: FormAnswer | undefined) =>
  answer === undefined ? '' : Array.isArray(answer) ? answer.join('; ') : String(answer)

/**
 * `GET /api/v1/forms/{formId}/responses.csv`: one response a row, oldest first; who gave
 * it unless the form is anonymous (whose rows keep the day only).
 */
export async function formCsv(deps: FormDeps, uid: string): Promise<string> {
  const row = await managedForm(deps, uid)
  const questions = questionsOf(row.sections)
  const responses = await responsesOf(deps, row)
  const header = [
    row.anonymous ? 'Submitted on' : 'Submitted at',
    ...(row.anonymous ? [] : ['Respondent']),
    ...questions.map((question) => question.label),
  ]
  return csvDocument(
    header,
    responses.map((response) => [
      row.anonymous
        ? response.submittedAt.toISOString().slice(0, 10)
        : response.submittedAt.toISOString(),
      ...(row.anonymous ? [] : [fullName(response)]),
      ...questions.map((question) => cellOf(answerTo(response.answers, question.id))),
    ]),
  )
}

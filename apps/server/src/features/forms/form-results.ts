import { asc, count, eq } from 'drizzle-orm'
import {
  answerCell,
  answersTo,
  answerTo,
  questionResult,
  questionsOf,
  type FormAnswer,
  type FormResults,
} from '@quad/shared'
import { formRespondents, formResponses } from '../../db/schema/forms.ts'
import { users } from '../../platform/db/schema.ts'
import { forbidden } from '../../platform/errors.ts'
import { csvDocument } from '../../platform/text/csv.ts'
import { fullName } from '../../platform/text/person-name.ts'
import { NOT_MANAGER, requireManager, type FormDeps } from './form-access.ts'
import { filesOfForm } from './form-files.ts'
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
  const [responses, [respondents], files] = await Promise.all([
    responsesOf(deps, row),
    deps.db.select({ n: count() }).from(formRespondents).where(eq(formRespondents.formId, row.id)),
    filesOfForm(deps.db, row.id),
  ])
  return {
    form,
    responseCount: responses.length,
    respondentCount: respondents?.n ?? 0,
    questions: questionsOf(row.sections).map((question) =>
      questionResult(question, answersTo(responses, question.id), files),
    ),
  }
}

/**
 * `GET /api/v1/forms/{formId}/responses.csv`: one response a row, oldest first; who gave
 * it unless the form is anonymous (whose rows keep the day only).
 */
export async function formCsv(deps: FormDeps, uid: string): Promise<string> {
  const row = await managedForm(deps, uid)
  const questions = questionsOf(row.sections)
  const [responses, files] = await Promise.all([
    responsesOf(deps, row),
    filesOfForm(deps.db, row.id),
  ])
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
      ...questions.map((question) =>
        answerCell(question, answerTo(response.answers, question.id), files),
      ),
    ]),
  )
}

import { eq, sql } from 'drizzle-orm'
import { formAnswerIssues, type FormResponseBody, type FormResponseReceipt } from '@quad/shared'
import { formRespondents, formResponses, forms } from '../../db/schema/forms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conflict, fieldError, notFound } from '../../platform/errors.ts'
import { wallClock } from '../events/index.ts'
import type { FormDeps } from './form-access.ts'
import { takeFiles } from '../chat/index.ts'
import { fileAnswers, formFileTarget, keptFiles, storeFiles } from './form-files.ts'
import { accepting, findForm, inAudience, type FormRow } from './form-rows.ts'

/**
 * All an anonymous answer keeps of its time: the school's calendar day (in its zone), kept
 * as that date's midnight UTC.
 */
const dayOf = (now: Date, timeZone: string) =>
  new Date(`${wallClock(now, timeZone, true)}T00:00:00Z`)

/** A 404 unless the form is out of its drafts and the student is in its audience. */
async function requireAnswerable(deps: FormDeps, tx: DbOrTx, row: FormRow): Promise<void> {
  if (row.status === 'draft' || !(await inAudience(tx, row, deps.userId))) throw notFound('Form')
}

/** The answers as they would be kept, or the 400 naming the first problem. */
function checkedAnswers(row: FormRow, body: FormResponseBody) {
  const { answers, issues } = formAnswerIssues(row.sections, body.answers)
  const [first] = issues
  if (first) throw fieldError(`body.${first.path}`, first.message)
  return answers
}

/**
 * `POST /api/v1/forms/{formId}/responses`: one response from someone in the form's
 * audience while it takes answers. A one-answer form takes one per person (a 409 for the
 * second, also when two arrive at once: the form's row is locked). An anonymous form's
 * response keeps neither the person nor the time of day; who answered is kept apart
 * (`form_respondents`) only to count them (decision 110). A file question's answer is the
 * student's own upload, which the response takes over in its transaction (`takeFiles`).
 */
export async function submitResponse(
  deps: FormDeps,
  uid: string,
  body: FormResponseBody,
  now = new Date(),
): Promise<FormResponseReceipt> {
  // Before any upload is copied: the answers fit the form as it is now (all is checked
  // again, with the form locked, in the transaction).
  const current = await findForm(deps.db, deps.school.id, uid)
  await requireAnswerable(deps, deps.db, current)
  const asked = fileAnswers(current.sections, checkedAnswers(current, body))
  const taking = {
    school: deps.school,
    uploaderId: deps.userId,
    ids: asked.map((file) => file.uploadId),
    target: formFileTarget(deps.school, asked),
    accepts: 'files' as const,
  }
  return takeFiles(deps.db, deps.storage, taking, async (tx, taken) => {
    const row = await findForm(tx, deps.school.id, uid, true)
    await requireAnswerable(deps, tx, row)
    if (!accepting(row, now)) throw conflict('This form takes no more answers.')
    const checked = checkedAnswers(row, body)
    // Each file question's answer as kept: the form's copy's id.
    const files = keptFiles(fileAnswers(row.sections, checked), taken)
    const answers = {
      ...checked,
      ...Object.fromEntries(files.map((file) => [file.questionId, file.id])),
    }
    const [counted] = await tx
      .insert(formRespondents)
      .values({ formId: row.id, userId: deps.userId })
      .onConflictDoUpdate({
        target: [formRespondents.formId, formRespondents.userId],
        set: { responses: sql`${formRespondents.responses} + 1` },
      })
      .returning({ responses: formRespondents.responses })
    if (row.responsesPerPerson === 'one' && (counted?.responses ?? 0) > 1) {
      throw conflict('You have already answered this form.')
    }
    const submittedAt = row.anonymous ? dayOf(now, deps.school.timeZone) : now
    const [stored] = await tx
      .insert(formResponses)
      .values({
        formId: row.id,
        userId: row.anonymous ? null : deps.userId,
        answers,
        submittedAt,
      })
      .returning({ id: formResponses.id, uid: formResponses.uid })
    if (!stored) throw new Error('The response was not stored')
    const ids = { schoolId: deps.school.id, formId: row.id, responseId: stored.id }
    await storeFiles(tx, ids, files)
    await tx
      .update(forms)
      .set({ responseCount: sql`${forms.responseCount} + 1` })
      .where(eq(forms.id, row.id))
    if (row.clubId !== null) {
      await deps.outbox.emit(tx, deps.school, 'form.answered', {
        formId: row.id,
        clubId: row.clubId,
        byUserId: row.anonymous ? null : deps.userId,
      })
    }
    return { id: stored.uid, submittedAt: submittedAt.toISOString() }
  })
}

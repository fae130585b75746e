import { and, asc, eq, sql } from 'drizzle-orm'
import { formFiles, formRespondents, formResponses, forms } from '../../db/schema/forms.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'
import { formFileKey } from './form-files.ts'

/**
 * The student's named answers, and the anonymous forms they answered (whose answers
 * name no one, so no export can pick theirs out: decision 110).
 */
const formsPart: PersonalDataPart = {
  name: 'forms',
  describes: {
    what: 'Your answers to forms and surveys, with the files you sent (for anonymous ones, only that you answered: the answers do not name you)',
    kept: 'Until the form, or your account, is deleted',
  },
  async export(db, subject) {
    const named = await db
      .select({
        form: forms.title,
        answers: formResponses.answers,
        at: formResponses.submittedAt,
      })
      .from(formResponses)
      .innerJoin(forms, eq(forms.id, formResponses.formId))
      .where(eq(formResponses.userId, subject.userId))
      .orderBy(asc(formResponses.submittedAt))
    const anonymous = await db
      .select({ form: forms.title, times: formRespondents.responses })
      .from(formRespondents)
      .innerJoin(forms, eq(forms.id, formRespondents.formId))
      .where(and(eq(formRespondents.userId, subject.userId), eq(forms.anonymous, true)))
    const files = await db
      .select({ id: formFiles.id, schoolId: formFiles.schoolId, name: formFiles.name })
      .from(formFiles)
      .innerJoin(formResponses, eq(formResponses.id, formFiles.responseId))
      .where(eq(formResponses.userId, subject.userId))
      .orderBy(asc(formFiles.id))
    return {
      records: {
        responses: named.map((row) => ({ ...row, at: row.at.toISOString() })),
        answeredAnonymously: anonymous,
      },
      // A file answer's value in `responses` is the id its name starts with here.
      files: files.map((file) => ({
        path: `${file.id}-${file.name.replace(/[/\\]/g, '_')}`,
        storageKey: formFileKey(file.schoolId, file.id),
      })),
    }
  },
  // A response's files go with it; their bytes are queued for the sweep (decision 112).
  async erase(tx, subject) {
    const gone = await tx
      .delete(formResponses)
      .where(eq(formResponses.userId, subject.userId))
      .returning({ formId: formResponses.formId })
    const perForm = new Map<number, number>()
    for (const { formId } of gone) perForm.set(formId, (perForm.get(formId) ?? 0) + 1)
    for (const [formId, n] of perForm) {
      await tx
        .update(forms)
        .set({ responseCount: sql`greatest(${forms.responseCount} - ${n}, 0)` })
        .where(eq(forms.id, formId))
    }
    await tx.delete(formRespondents).where(eq(formRespondents.userId, subject.userId))
  },
}

/** What the forms feature keeps about a student. */
export const formsPersonalData: PersonalDataPart[] = [formsPart]

import { and, eq } from 'drizzle-orm'
import {
  answerTo,
  questionsOf,
  type FormAnswer,
  type FormAnswerFile,
  type FormSection,
} from '@quad/shared'
import { formFiles, formResponses } from '../../db/schema/forms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { TakenFile, UploadTarget } from '../chat/index.ts'
import type { FormDeps } from './form-access.ts'
import { findForm } from './form-rows.ts'

/**
 * A form's file answers (decision 110): the student uploads through `POST /api/v1/files`
 * (chat's checks: the bytes decide, images re-encoded without EXIF, PDFs kept), answers
 * with the upload's id, and the response takes the upload over as the form's own copy.
 */
export const formFileKey = (schoolId: number, id: string, variant?: 'preview') =>
  `forms/${String(schoolId)}/${id}${variant ? `-${variant}` : ''}`

/** The file questions' answers, in the form's order: the uploads a response takes. */
export function fileAnswers(
  sections: readonly FormSection[],
  answers: Readonly<Record<string, FormAnswer>>,
): { questionId: string; uploadId: string }[] {
  return questionsOf(sections).flatMap((question) => {
    const answer = question.kind === 'file' ? answerTo(answers, question.id) : undefined
    return typeof answer === 'string' ? [{ questionId: question.id, uploadId: answer }] : []
  })
}

/** Where a response's uploads go: the form's keys; a problem is named by its question. */
export const formFileTarget = (
  school: School,
  asked: readonly { questionId: string }[],
): UploadTarget => ({
  field: 'body.answers',
  keyOf: (id, variant) => formFileKey(school.id, id, variant),
  pathOf: (index) => `body.answers.${asked[index]?.questionId ?? String(index)}`,
})

type Asked = readonly { questionId: string; uploadId: string }[]

/** A taken file, with the question it answers. */
export type KeptFile = TakenFile & { questionId: string }

/**
 * The taken files by the question each answers. The uploads taken are those the form,
 * read again under its lock, asks for; if it changed in between, a 409.
 */
export function keptFiles(asked: Asked, taken: readonly TakenFile[]): KeptFile[] {
  const byUpload = new Map(taken.map((file) => [file.uploadId, file]))
  const kept = asked.flatMap(({ questionId, uploadId }) => {
    const file = byUpload.get(uploadId)
    return file ? [{ ...file, questionId }] : []
  })
  if (kept.length !== asked.length || asked.length !== taken.length) {
    throw conflict('The form changed while you answered it: look it over and send it again.')
  }
  return kept
}

/** The kept files, stored with their response. */
export async function storeFiles(
  tx: DbOrTx,
  ids: { schoolId: number; formId: number; responseId: number },
  files: readonly KeptFile[],
): Promise<void> {
  if (files.length === 0) return
  await tx.insert(formFiles).values(
    files.map((file) => ({
      id: file.id,
      responseId: ids.responseId,
      formId: ids.formId,
      schoolId: ids.schoolId,
      questionId: file.questionId,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      hasPreview: file.hasPreview,
    })),
  )
}

/** Every file sent to the form, by id, as its results and CSV name them. */
export async function filesOfForm(
  db: DbOrTx,
  formId: number,
): Promise<Map<string, FormAnswerFile>> {
  const rows = await db
    .select({
      id: formFiles.id,
      name: formFiles.name,
      contentType: formFiles.contentType,
      size: formFiles.size,
    })
    .from(formFiles)
    .where(eq(formFiles.formId, formId))
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * `GET /api/v1/forms/{formId}/files/{fileId}`: a file sent as an answer, for the form's
 * managers and for the student who sent it; anyone else, like an id that is not there,
 * gets a 404.
 */
export async function readableFormFile(deps: FormDeps, formUid: string, fileId: string) {
  const form = await findForm(deps.db, deps.school.id, formUid)
  const [found] = await deps.db
    .select({
      id: formFiles.id,
      name: formFiles.name,
      contentType: formFiles.contentType,
      hasPreview: formFiles.hasPreview,
      senderId: formResponses.userId,
    })
    .from(formFiles)
    .innerJoin(formResponses, eq(formResponses.id, formFiles.responseId))
    .where(and(eq(formFiles.id, fileId), eq(formFiles.formId, form.id)))
  if (!found) throw notFound('File')
  const sender = found.senderId !== null && found.senderId === deps.userId
  if (!sender && !(await deps.manages(form))) throw notFound('File')
  return found
}

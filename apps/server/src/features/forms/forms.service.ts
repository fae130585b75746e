import { isDeepStrictEqual } from 'node:util'
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import type { Form, FormBody, FormList, FormStatusBody } from '@quad/shared'
import { formRespondents, forms } from '../../db/schema/forms.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import { findClubRow } from '../clubs/index.ts'
import { auditForm, requireManager, type FormDeps } from './form-access.ts'
import { checkClosing, checkDefinition, placementOf } from './form-definition.ts'
import {
  accepting,
  findForm,
  formSummary,
  formsWhere,
  inAudience,
  inAudienceSql,
  responsesBy,
  type FormRow,
} from './form-rows.ts'

function formView(
  row: FormRow,
  now: Date,
  viewer: { manage: boolean; responses: number; canRespond: boolean },
): Form {
  return {
    ...formSummary(row, now, viewer),
    description: row.description,
    sections: row.sections,
    viewer: { manage: viewer.manage, canRespond: viewer.canRespond },
  }
}

/**
 * The columns a definition sets, on creation and on change: where it goes (checked), its
 * wording, how it takes answers, and its closing time (one given now must be ahead).
 */
async function definitionColumns(
  tx: DbOrTx,
  deps: FormDeps,
  clubId: number | null,
  body: FormBody,
  closesWas: Date | null,
  now: Date,
) {
  return {
    ...(await placementOf(tx, deps.school.id, clubId, body.audience)),
    title: body.title,
    description: body.description,
    sections: body.sections,
    responsesPerPerson: body.responsesPerPerson,
    anonymous: body.anonymous,
    closesAt: checkClosing(body.closesAt, closesWas, now),
  }
}

/**
 * `POST /api/v1/clubs/{id}/forms` (`clubUid`: its officers) or `POST /api/v1/school-forms`
 * (null: staff): a draft, which takes no answers until it is opened.
 */
export async function createForm(
  deps: FormDeps,
  clubUid: string | null,
  body: FormBody,
  now = new Date(),
): Promise<Form> {
  checkDefinition(body)
  // Policies read the database: asked before the transaction holds the connection.
  await requireManager(deps, { clubUid })
  const uid = await deps.db.transaction(async (tx) => {
    const club = clubUid === null ? null : await findClubRow(tx, deps.school, clubUid, false)
    if (club && club.status !== 'active') throw conflict('Only an active club builds forms.')
    const [created] = await tx
      .insert(forms)
      .values({
        schoolId: deps.school.id,
        clubId: club?.id ?? null,
        ...(await definitionColumns(tx, deps, club?.id ?? null, body, null, now)),
        createdBy: deps.userId,
      })
      .returning({ uid: forms.uid })
    if (!created) throw new Error('The form was not stored')
    await auditForm(tx, deps, { uid: created.uid, title: body.title, clubUid }, 'form.create', {
      audience: body.audience.kind,
      anonymous: body.anonymous,
    })
    return created.uid
  })
  return readForm(deps, uid, now)
}

/** A list of forms for their managers, newest change first. */
async function managedList(deps: FormDeps, rows: FormRow[], now: Date): Promise<FormList> {
  const mine = await respondedTo(deps, rows)
  return {
    items: rows.map((row) =>
      formSummary(row, now, { manage: true, responses: mine.get(row.id) ?? 0 }),
    ),
  }
}

/** `GET /api/v1/clubs/{id}/forms`: every form of the club, drafts too, for its officers. */
export async function clubForms(deps: FormDeps, clubUid: string, now = new Date()) {
  const club = await findClubRow(deps.db, deps.school, clubUid, false)
  await requireManager(deps, { clubUid })
  const rows = await formsWhere(deps.db, eq(forms.clubId, club.id)).orderBy(desc(forms.updatedAt))
  return managedList(deps, rows, now)
}

/** `GET /api/v1/school-forms`: the school's own forms, for staff. */
export async function schoolForms(deps: FormDeps, now = new Date()) {
  await requireManager(deps, { clubUid: null })
  const rows = await formsWhere(
    deps.db,
    and(eq(forms.schoolId, deps.school.id), isNull(forms.clubId)),
  ).orderBy(desc(forms.updatedAt))
  return managedList(deps, rows, now)
}

/** How often the one asking answered each of `rows`. */
async function respondedTo(deps: FormDeps, rows: readonly FormRow[]) {
  if (rows.length === 0) return new Map<number, number>()
  const found = await deps.db
    .select({ formId: formRespondents.formId, n: formRespondents.responses })
    .from(formRespondents)
    .where(
      and(
        eq(formRespondents.userId, deps.userId),
        inArray(
          formRespondents.formId,
          rows.map((row) => row.id),
        ),
      ),
    )
  return new Map(found.map((row) => [row.formId, row.n]))
}

/**
 * `GET /api/v1/forms`: the forms the student may answer now (open, not past closing, and
 * they are in its audience), newest first, with how often they answered each.
 */
export async function formsForMe(deps: FormDeps, now = new Date()): Promise<FormList> {
  const rows = await formsWhere(
    deps.db,
    and(
      eq(forms.schoolId, deps.school.id),
      eq(forms.status, 'open'),
      or(isNull(forms.closesAt), gt(forms.closesAt, now)),
      inAudienceSql(deps.userId),
    ),
  )
    .orderBy(desc(forms.updatedAt))
    .limit(100)
  const mine = await respondedTo(deps, rows)
  return {
    items: rows.map((row) =>
      formSummary(row, now, { manage: false, responses: mine.get(row.id) ?? 0 }),
    ),
  }
}

/**
 * The form as the one asking sees it (may they manage it, may they answer it now), and
 * whether they are in its audience.
 */
export async function formViewFor(
  deps: FormDeps,
  row: FormRow,
  now: Date,
): Promise<{ form: Form; audience: boolean }> {
  const [manage, audience, responses] = await Promise.all([
    deps.manages(row),
    inAudience(deps.db, row, deps.userId),
    responsesBy(deps.db, row.id, deps.userId),
  ])
  const canRespond =
    audience && accepting(row, now) && !(row.responsesPerPerson === 'one' && responses > 0)
  return { form: formView(row, now, { manage, responses, canRespond }), audience }
}

/**
 * `GET /api/v1/forms/{formId}`: to fill in (its audience) or to edit (its managers). A
 * draft, or a form for others, is a 404 to everyone else.
 */
export async function readForm(deps: FormDeps, uid: string, now = new Date()): Promise<Form> {
  const row = await findForm(deps.db, deps.school.id, uid)
  const { form, audience } = await formViewFor(deps, row, now)
  if (!form.viewer.manage && (row.status === 'draft' || !audience)) throw notFound('Form')
  return form
}

/**
 * `PUT /api/v1/forms/{formId}`: a new definition. Once anyone has answered, the questions,
 * `anonymous` and `responsesPerPerson` stay (a 409): the answers were given to them.
 */
export async function updateForm(
  deps: FormDeps,
  uid: string,
  body: FormBody,
  now = new Date(),
): Promise<Form> {
  checkDefinition(body)
  await requireManager(deps, await findForm(deps.db, deps.school.id, uid))
  await deps.db.transaction(async (tx) => {
    const row = await findForm(tx, deps.school.id, uid, true)
    if (row.responseCount > 0) {
      const same =
        isDeepStrictEqual(row.sections, body.sections) &&
        row.anonymous === body.anonymous &&
        row.responsesPerPerson === body.responsesPerPerson
      if (!same) {
        throw conflict(
          'People have answered this form: its questions and how it takes answers stay as they are. Close it and build a new one.',
        )
      }
    }
    await tx
      .update(forms)
      .set({
        ...(await definitionColumns(tx, deps, row.clubId, body, row.closesAt, now)),
        updatedAt: now,
      })
      .where(eq(forms.id, row.id))
    await auditForm(tx, deps, row, 'form.update')
  })
  return readForm(deps, uid, now)
}

/**
 * `POST /api/v1/forms/{formId}/status`: opens a draft (or a closed form again), or closes
 * it. A form past its closing time opens only with a new one (a 409).
 */
export async function setFormStatus(
  deps: FormDeps,
  uid: string,
  body: FormStatusBody,
  now = new Date(),
): Promise<Form> {
  await requireManager(deps, await findForm(deps.db, deps.school.id, uid))
  await deps.db.transaction(async (tx) => {
    const row = await findForm(tx, deps.school.id, uid, true)
    if (row.status === body.status) return
    if (body.status === 'open' && row.closesAt !== null && row.closesAt <= now) {
      throw conflict('Its closing time has passed: set a later one before opening it.')
    }
    if (body.status === 'closed' && row.status === 'draft') {
      throw conflict('A draft is not open: delete it instead.')
    }
    await tx.update(forms).set({ status: body.status, updatedAt: now }).where(eq(forms.id, row.id))
    const action =
      body.status === 'closed'
        ? 'form.close'
        : row.status === 'draft'
          ? 'form.publish'
          : 'form.reopen'
    await auditForm(tx, deps, row, action)
  })
  return readForm(deps, uid, now)
}

/** `DELETE /api/v1/forms/{formId}`: the form and every answer to it, audited with the count. */
export async function deleteForm(deps: FormDeps, uid: string): Promise<void> {
  await requireManager(deps, await findForm(deps.db, deps.school.id, uid))
  await deps.db.transaction(async (tx) => {
    const row = await findForm(tx, deps.school.id, uid, true)
    await tx.delete(forms).where(eq(forms.id, row.id))
    await auditForm(tx, deps, row, 'form.delete', { responses: row.responseCount })
  })
}

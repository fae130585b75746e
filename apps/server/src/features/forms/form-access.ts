import type { FastifyRequest } from 'fastify'
import { audit, auditOrigin, type AuditOrigin } from '../../platform/audit/audit.ts'
import { requireBearerContext } from '../../platform/auth/auth.plugin.ts'
import type { Database, Db, DbOrTx } from '../../platform/db/database.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { forbidden } from '../../platform/errors.ts'
import { actorOf } from '../../platform/policies/policies.plugin.ts'
import type { Policies } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { FormRow } from './form-rows.ts'

/** What a forms service needs of the request: the database, the school, who asks. */
export interface FormDeps {
  db: Db
  outbox: Outbox
  /** Where the files sent as answers are kept. */
  storage: FileStorage
  school: School
  userId: number
  origin: AuditOrigin & { actorId: number }
  /** Whether the one asking runs the form (its club's officers, staff for the school's). */
  manages(row: Pick<FormRow, 'clubUid'>): Promise<boolean>
}

/** Admits a signed-in request to the forms routes (who manages what is asked per form). */
export function formRequests(
  database: Database,
  outbox: Outbox,
  storage: FileStorage,
  policies: Policies,
) {
  return async function admitted(request: FastifyRequest): Promise<FormDeps> {
    const { school, user } = requireBearerContext(request)
    const actor = actorOf(request)
    return {
      db: database.db,
      outbox,
      storage,
      school,
      userId: user.id,
      origin: auditOrigin(request, user.id),
      manages: (row) =>
        row.clubUid === null
          ? policies.can(actor, 'form.manage_school', { schoolId: school.id })
          : policies.can(actor, 'club.manage_members', {
              schoolId: school.id,
              clubUid: row.clubUid,
            }),
    }
  }
}

/** The 403 for anyone but those who run the form. */
export const NOT_MANAGER = 'Only those who run this form may do that'

/** 403 unless the one asking runs the form. */
export async function requireManager(deps: FormDeps, row: Pick<FormRow, 'clubUid'>): Promise<void> {
  if (!(await deps.manages(row))) throw forbidden(NOT_MANAGER)
}

/** One audit entry for a change to a form, in the change's transaction. */
export function auditForm(
  tx: DbOrTx,
  deps: FormDeps,
  row: Pick<FormRow, 'uid' | 'title' | 'clubUid'>,
  action: string,
  details: Record<string, unknown> = {},
) {
  return audit(tx, deps.origin, {
    schoolId: deps.school.id,
    action,
    subjectType: 'form',
    subjectId: row.uid,
    details: { title: row.title, clubId: row.clubUid, ...details },
  })
}

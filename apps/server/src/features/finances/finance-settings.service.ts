import { eq } from 'drizzle-orm'
import type { FinanceSettings } from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { fieldError } from '../../platform/errors.ts'
import { financeSettings } from '../../db/schema/student-records.ts'
import { DEFAULT_CURRENCY } from './names.ts'

const UNSET: FinanceSettings = {
  payUrl: null,
  payLabel: null,
  currency: DEFAULT_CURRENCY,
  contact: null,
}

/** The school's Pay link, currency and contact; a school that never set them gets the defaults. */
export async function loadFinanceSettings(db: DbOrTx, schoolId: number): Promise<FinanceSettings> {
  const [row] = await db
    .select()
    .from(financeSettings)
    .where(eq(financeSettings.schoolId, schoolId))
  if (!row) return UNSET
  return {
    payUrl: row.payUrl,
    payLabel: row.payLabel,
    currency: row.currency,
    contact: row.contact,
  }
}

/** Empty text means "none": the admin cleared the field. */
const orNull = (value: string | null) => (value === null || value === '' ? null : value)

/**
 * Replaces the school's settings in one transaction with its audit entry (old → new,
 * `integrations.finance.update`); a save that changes nothing writes nothing. A Pay
 * link needs its label: the button students see says what the school calls it.
 */
export async function saveFinanceSettings(
  db: Db,
  origin: AuditOrigin,
  schoolId: number,
  body: FinanceSettings,
): Promise<FinanceSettings> {
  const next: FinanceSettings = {
    payUrl: orNull(body.payUrl),
    payLabel: orNull(body.payLabel),
    currency: body.currency,
    contact: orNull(body.contact),
  }
  if (next.payUrl !== null && next.payLabel === null) {
    throw fieldError('body.payLabel', 'is needed with a Pay link: what students see on the button')
  }
  return db.transaction(async (tx) => {
    const before = await loadFinanceSettings(tx, schoolId)
    const changes = changesOf(before, next)
    if (Object.keys(changes).length === 0) return before
    await tx
      .insert(financeSettings)
      .values({ schoolId, ...next })
      .onConflictDoUpdate({
        target: financeSettings.schoolId,
        set: { ...next, updatedAt: new Date() },
      })
    await audit(tx, origin, {
      schoolId,
      action: 'integrations.finance.update',
      subjectType: 'school',
      subjectId: schoolId,
      details: { changes },
    })
    return next
  })
}

function changesOf(before: FinanceSettings, after: FinanceSettings) {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const key of Object.keys(after) as (keyof FinanceSettings)[]) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] }
  }
  return changes
}

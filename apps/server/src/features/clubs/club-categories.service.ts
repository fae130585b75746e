import { and, asc, eq, sql } from 'drizzle-orm'
import type { ClubCategories, RenameCategoryBody } from '@quad/shared'
import type { z } from 'zod'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { clubs } from '../../db/schema/clubs.ts'

/**
 * Decision 030: a school's categories are the distinct categories of its clubs. An admin
 * adds one by naming it on a club, and renames one for every club at once.
 */
export async function listCategories(db: DbOrTx, school: School): Promise<ClubCategories> {
  const rows = await db
    .selectDistinct({ name: clubs.category })
    .from(clubs)
    .where(eq(clubs.schoolId, school.id))
    .orderBy(asc(clubs.category))
  return { items: rows.map((row) => row.name) }
}

/** Every club of `from` (whatever its case) moves to `to`, audited once. */
export async function renameCategory(
  db: Db,
  school: School,
  origin: AuditOrigin,
  body: z.output<typeof RenameCategoryBody>,
): Promise<{ renamed: number }> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(clubs)
      .set({ category: body.to })
      .where(
        and(eq(clubs.schoolId, school.id), sql`lower(${clubs.category}) = lower(${body.from})`),
      )
      .returning({ id: clubs.id })
    if (moved.length > 0) {
      await audit(tx, origin, {
        schoolId: school.id,
        action: 'club.category_rename',
        subjectType: 'club_category',
        subjectId: body.from,
        details: { from: body.from, to: body.to, clubs: moved.length },
      })
    }
    return { renamed: moved.length }
  })
}

import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { BlockListResponse } from '@quad/shared'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { preparedShapes, statementName } from '../../platform/db/prepared-shapes.ts'
import { blocks, connections } from '../../db/schema/connections.ts'
import { users } from '../../platform/db/schema.ts'
import { notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { shownPhotoUrl } from '../profiles/index.ts'

/** Blocks a student of the same school; any connection or request between them ends. */
export async function blockStudent(
  db: Db,
  school: School,
  blockerId: number,
  uid: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await studentId(tx, school, uid)
    if (target === blockerId) throw notFound('Student')
    await tx
      .insert(blocks)
      .values({ schoolId: school.id, blockerId, blockedId: target })
      .onConflictDoNothing()
    await tx
      .delete(connections)
      .where(
        and(
          eq(connections.schoolId, school.id),
          or(
            and(eq(connections.requesterId, blockerId), eq(connections.addresseeId, target)),
            and(eq(connections.requesterId, target), eq(connections.addresseeId, blockerId)),
          ),
        ),
      )
  })
}

export async function unblockStudent(
  db: Db,
  school: School,
  blockerId: number,
  uid: string,
): Promise<void> {
  const target = await studentId(db, school, uid)
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, target)))
}

export async function listBlocked(db: DbOrTx, blockerId: number): Promise<BlockListResponse> {
  const rows = await db
    .select({
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: shownPhotoUrl,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt))
  return { items: rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() })) }
}

/** True when `blockerId` has blocked `viewerId`: the viewer may not see or reach them. */
export async function hasBlocked(
  db: DbOrTx,
  blockerId: number,
  viewerId: number,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, viewerId)))
    .limit(1)
  return rows.length > 0
}

async function studentId(db: DbOrTx, school: School, uid: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, school.id), eq(users.uid, uid)))
    .limit(1)
  const row = rows[0]
  if (!row) throw notFound('Student')
  return row.id
}

/** True when `userId` and any of `others` have blocked one another. */
export async function anyBlock(
  db: DbOrTx,
  userId: number,
  others: readonly number[],
): Promise<boolean> {
  if (others.length === 0) return false
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, userId), inArray(blocks.blockedId, others)),
        and(inArray(blocks.blockerId, others), eq(blocks.blockedId, userId)),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** The students `blockerId` blocked (the unified search leaves them out, issue 36 item 1). */
export async function blockedBy(db: DbOrTx, blockerId: number): Promise<number[]> {
  const rows = await blockedStatement(db).execute({ blocker: blockerId })
  return rows.map((row) => row.id)
}

/** `blockedBy`'s query, built once per database and named: its plan is the index's. */
const blockedStatement = preparedShapes((db: DbOrTx) => {
  const query = db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, sql.placeholder('blocker')))
  return query.prepare(statementName(query))
})

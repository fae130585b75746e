import { and, count, eq } from 'drizzle-orm'
import { CLUB_PENDING_REQUESTS_MAX, type Club, type ClubRequestBody } from '@quad/shared'
import type { z } from 'zod'
import type { Db } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { conflict } from '../../platform/errors.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { clubs } from '../../db/schema/clubs.ts'
import { insertClubWithOfficer } from './club-admin.service.ts'
import { requireClub } from './clubs.service.ts'

/**
 * `POST /api/v1/clubs/requests` (decision 030): a pending club with the student as its
 * first officer; the school's admins hear of it (`club.requested`). A student waits on
 * at most three requests at once, counted under a lock on their row so two requests
 * sent together cannot both be the third.
 */
export async function requestClub(
  db: Db,
  outbox: Outbox,
  school: School,
  requester: { id: number },
  body: z.output<typeof ClubRequestBody>,
): Promise<Club> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, requester.id)).for('update')
    const [waiting] = await tx
      .select({ n: count() })
      .from(clubs)
      .where(
        and(
          eq(clubs.schoolId, school.id),
          eq(clubs.requestedBy, requester.id),
          eq(clubs.status, 'pending'),
        ),
      )
    if ((waiting?.n ?? 0) >= CLUB_PENDING_REQUESTS_MAX) {
      throw conflict(
        `You already have ${String(CLUB_PENDING_REQUESTS_MAX)} club requests waiting for approval; wait for an answer before asking for another.`,
      )
    }
    const row = await insertClubWithOfficer(tx, school, { ...body, tags: [] }, requester.id, {
      status: 'pending',
      requestedBy: requester.id,
    })
    await outbox.emit(tx, school, 'club.requested', {
      clubUid: row.uid,
      clubName: body.name,
      requesterId: requester.id,
    })
    return requireClub(tx, school, requester.id, row.uid)
  })
}

import { and, eq } from 'drizzle-orm'
import { ADMIN_ONLY_CLUB_FIELDS, type Club, type UpdateClubBody } from '@quad/shared'
import type { z } from 'zod'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db } from '../../platform/db/database.ts'
import { badRequest, conflict, forbidden } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { clubs } from '../../db/schema/clubs.ts'
import { lockClub, uniqueTags } from './club-admin.service.ts'
import { requireClub } from './clubs.service.ts'

type Changes = z.output<typeof UpdateClubBody>

/**
 * `PATCH /api/v1/clubs/{id}` (decision 030): the fields sent change, audited as
 * `club.update` with their names. The policies module has let in the club's officers
 * and school admins (`club.update`); officers may change the about, the additional
 * information, the tags and the discussion switch only (issue 16), and not while the club
 * is archived (read-only).
 */
export async function updateClub(
  db: Db,
  school: School,
  origin: AuditOrigin & { actorId: number },
  uid: string,
  changes: Changes,
  admin: boolean,
): Promise<Club> {
  const adminFields = ADMIN_ONLY_CLUB_FIELDS.filter((field) => changes[field] !== undefined)
  if (!admin && adminFields.length > 0) {
    throw forbidden(
      `Only school admins can change a club's ${adminFields.join(', ')}; officers edit its about, questions, tags and discussion switch.`,
    )
  }
  return db.transaction(async (tx) => {
    const club = await lockClub(tx, school, uid)
    if (!admin && club.status === 'archived') {
      throw conflict('This club is archived: it is read-only until a school admin restores it.')
    }
    if (changes.status === 'pending' && club.status !== 'pending') {
      throw badRequest('body.status: a club cannot become a request again', [
        { path: 'body.status', message: 'must be active or archived' },
      ])
    }
    const set = {
      ...changes,
      ...(changes.tags && { tags: uniqueTags(changes.tags) }),
    }
    const fields = Object.keys(set)
    if (fields.length > 0) {
      await tx
        .update(clubs)
        .set(set)
        .where(and(eq(clubs.id, club.id), eq(clubs.schoolId, school.id)))
      await audit(tx, origin, {
        schoolId: school.id,
        action: 'club.update',
        subjectType: 'club',
        subjectId: uid,
        details: {
          fields,
          ...(changes.name && { name: changes.name }),
          ...(changes.discussionOpen !== undefined && { discussionOpen: changes.discussionOpen }),
        },
      })
    }
    return requireClub(tx, school, origin.actorId, uid, true)
  })
}

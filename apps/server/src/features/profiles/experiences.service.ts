import { and, eq, sql } from 'drizzle-orm'
import {
  EXPERIENCES_MAX,
  ExperienceInput,
  type Experience,
  type ExperienceList,
} from '@quad/shared'
import type * as z from 'zod/mini'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { experiences } from '../../db/schema/profiles.ts'
import { conflict, fieldError, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { presentExperience } from './profile-presenter.ts'
import { loadExperiences } from './profiles.service.ts'

type Entry = z.output<typeof ExperienceInput>

/** The owner's experience entries, in their order (issue 36 item 4). */
export async function listExperiences(db: DbOrTx, userId: number): Promise<ExperienceList> {
  return { items: (await loadExperiences(db, userId)).map(presentExperience) }
}

/**
 * Adds an entry at the top of the owner's list (the newest is usually the one to show
 * first); at most EXPERIENCES_MAX, counted under a lock on the owner's entries so two adds
 * at once cannot pass it.
 */
export async function addExperience(
  db: Db,
  school: School,
  userId: number,
  entry: Entry,
): Promise<Experience> {
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ position: experiences.position })
      .from(experiences)
      .where(eq(experiences.userId, userId))
      .for('update')
    if (held.length >= EXPERIENCES_MAX) {
      throw conflict(`A profile keeps at most ${String(EXPERIENCES_MAX)} experiences.`)
    }
    const first = Math.min(0, ...held.map((row) => row.position))
    const [row] = await tx
      .insert(experiences)
      .values({ ...entry, schoolId: school.id, userId, position: first - 1 })
      .returning()
    if (!row) throw new Error('experience was not stored')
    return presentExperience(row)
  })
}

/** Replaces an entry of the owner's; another's or an unknown one is a 404. */
export async function updateExperience(
  db: DbOrTx,
  userId: number,
  id: number,
  entry: Entry,
): Promise<Experience> {
  const [row] = await db
    .update(experiences)
    .set(entry)
    .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
    .returning()
  if (!row) throw notFound('Experience')
  return presentExperience(row)
}

export async function deleteExperience(db: DbOrTx, userId: number, id: number): Promise<void> {
  const removed = await db
    .delete(experiences)
    .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
    .returning({ id: experiences.id })
  if (removed.length === 0) throw notFound('Experience')
}

/**
 * Puts the owner's entries in the order given: every one of theirs, each once, or a 400
 * naming `body.ids` (a list from before an add or delete in another tab).
 */
export async function orderExperiences(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<ExperienceList> {
  await db.transaction(async (tx) => {
    const held = await tx
      .select({ id: experiences.id })
      .from(experiences)
      .where(eq(experiences.userId, userId))
      .for('update')
    const own = new Set(held.map((row) => row.id))
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== own.size ||
      ids.some((id) => !own.has(id))
    ) {
      throw fieldError('body.ids', 'must list each of your experiences once')
    }
    if (ids.length === 0) return
    await tx.execute(sql`
      update experiences set position = ordered.n
      from unnest(${sql.param(ids)}::bigint[]) with ordinality as ordered(id, n)
      where experiences.id = ordered.id and experiences.user_id = ${userId}`)
  })
  return listExperiences(db, userId)
}

import { sql } from 'drizzle-orm'
import { users } from '../../platform/db/schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { param, preparedShapes, statementName } from '../../platform/db/prepared-shapes.ts'
import { shownPhotoUrl } from './shown-photo.ts'

/** A person as other students see them beside what they wrote or did. */
export interface ShownPerson {
  uid: string
  firstName: string
  lastName: string
  /** None while a moderator has their profile hidden (`shownPhotoUrl`). */
  photoUrl: string | null
}

/** The columns of a `ShownPerson` and its internal id, for a select that lists people. */
export const shownPersonColumns = {
  id: users.id,
  uid: users.uid,
  firstName: users.firstName,
  lastName: users.lastName,
  photoUrl: shownPhotoUrl,
}

/**
 * People by internal id as others see them: the feed's authors (every feed page, search and
 * comment list), leaderboards. Missing ids are absent from the map.
 */
export async function shownPeople(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, ShownPerson>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await peopleStatement(db).execute({ ids: unique })
  return new Map(rows.map(({ id, ...person }) => [id, person]))
}

/**
 * `shownPeople`'s query, built once per database and named: by `= any(ids)` its text (and
 * plan) is one whatever the number of people, where `in (…)` made a statement for each
 * count, planned each time.
 */
const peopleStatement = preparedShapes((db: DbOrTx) => {
  const query = db
    .select(shownPersonColumns)
    .from(users)
    .where(sql`${users.id} = any(${param('ids')}::int[])`)
  return query.prepare(statementName(query))
})

import { and, eq, sql } from 'drizzle-orm'
import { LEADERBOARD_SIZE, type Leaderboard } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { badgePoints, leaderboardOptIns } from '../../db/schema/badges.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { shownPeople } from '../profiles/index.ts'
import { termAt } from './terms.ts'

interface Row extends Record<string, unknown> {
  user_id: number | string
  points: number
  opted_in: boolean
}

/**
 * The current term's leaderboard of the school, or of one of its clubs' members (issue 36
 * item 3): only students who opted in are listed, ranked by the term's points (ties share a
 * rank); the viewer's own points and the rank they would hold are theirs to see either way.
 */
export async function leaderboard(
  db: DbOrTx,
  school: School,
  viewerId: number,
  clubUid: string | undefined,
): Promise<Leaderboard> {
  const term = await termAt(db, school, new Date())
  const club = clubUid ? await findClub(db, school.id, clubUid) : null
  const inClub = club
    ? sql`and p.user_id in (select m.user_id from ${clubMemberships} m where m.club_id = ${club.id})`
    : sql``
  const { rows } = await db.execute<Row>(sql`
    select p.user_id, sum(p.points)::int as points, (o.user_id is not null) as opted_in
    from ${badgePoints} p
    join ${users} u on u.id = p.user_id and u.status = 'active'
    left join ${leaderboardOptIns} o on o.user_id = p.user_id
    where p.school_id = ${school.id} and p.term_key = ${term.key} ${inClub}
    group by p.user_id, o.user_id
    having sum(p.points) > 0`)
  const listed = rows
    .filter((row) => row.opted_in)
    .sort((a, b) => b.points - a.points || Number(a.user_id) - Number(b.user_id))
    .slice(0, LEADERBOARD_SIZE)
  const optedIn = rows.filter((row) => row.opted_in)
  const rankOf = (points: number) => 1 + optedIn.filter((row) => row.points > points).length
  const mine = rows.find((row) => Number(row.user_id) === viewerId)
  const people = await shownPeople(
    db,
    listed.map((row) => Number(row.user_id)),
  )
  return {
    term,
    club: club ? { uid: club.uid, name: club.name } : null,
    entries: listed.flatMap((row) => {
      const person = people.get(Number(row.user_id))
      return person ? [{ rank: rankOf(row.points), points: row.points, ...person }] : []
    }),
    me: {
      points: mine?.points ?? 0,
      rank: mine ? rankOf(mine.points) : null,
      optedIn: await isOptedIn(db, viewerId),
    },
  }
}

async function findClub(db: DbOrTx, schoolId: number, uid: string) {
  const [club] = await db
    .select({ id: clubs.id, uid: clubs.uid, name: clubs.name })
    .from(clubs)
    .where(and(eq(clubs.schoolId, schoolId), eq(clubs.uid, uid), eq(clubs.status, 'active')))
  if (!club) throw notFound('Club')
  return club
}

/** Whether the student shows on leaderboards. */
export async function isOptedIn(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: leaderboardOptIns.userId })
    .from(leaderboardOptIns)
    .where(eq(leaderboardOptIns.userId, userId))
  return row !== undefined
}

/** Turns the student's place on leaderboards on or off. */
export async function setOptedIn(
  db: DbOrTx,
  school: School,
  userId: number,
  optedIn: boolean,
): Promise<boolean> {
  if (optedIn) {
    await db.insert(leaderboardOptIns).values({ userId, schoolId: school.id }).onConflictDoNothing()
  } else {
    await db.delete(leaderboardOptIns).where(eq(leaderboardOptIns.userId, userId))
  }
  return optedIn
}

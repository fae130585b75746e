import { and, eq, sql } from 'drizzle-orm'
import { users } from '../../platform/db/schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { subscribe, type AnySubscriber } from '../../platform/outbox/messages.ts'
import type { ModuleContext } from '../../platform/module.ts'
import './outbox-messages.ts'

/** Students per fan-out slice: a slice's items are written in one dispatch transaction. */
export const FANOUT_SLICE = 500

/**
 * The id bounds that cut a school's active students into slices of FANOUT_SLICE, as
 * (after, upTo] pairs in id order: one statement, whatever the school's size.
 */
export async function sliceBounds(
  tx: DbOrTx,
  schoolId: number,
  size = FANOUT_SLICE,
): Promise<{ after: number; upTo: number }[]> {
  const ranked = tx
    .select({
      id: users.id,
      position: sql<number>`row_number() over (order by ${users.id})`.as('position'),
      last: sql<number>`count(*) over ()`.as('last'),
    })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.status, 'active')))
    .as('ranked')
  const ends = await tx
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.position} % ${size} = 0 or ${ranked.position} = ${ranked.last}`)
    .orderBy(ranked.id)
  let after = 0
  return ends.map(({ id }) => {
    const slice = { after, upTo: Number(id) }
    after = Number(id)
    return slice
  })
}

/**
 * A school-feed post reaches the school's students (spec 3 `schoolFeedPosts`) in slices,
 * each its own outbox message and so its own transaction, retried alone (decision 043).
 */
export function schoolFanout(ctx: ModuleContext): AnySubscriber {
  return subscribe({
    message: 'feed.post_created',
    name: 'feed:school-fanout',
    async handle({ payload }, { tx, school }) {
      if (payload.channel !== 'school') return
      for (const slice of await sliceBounds(tx, school.id)) {
        await ctx.outbox.emit(tx, school, 'feed.school_post_fanout', {
          postId: payload.postId,
          authorId: payload.authorId,
          mentioned: payload.mentioned,
          ...slice,
        })
      }
    },
  })
}

import type pg from 'pg'
import type { FeedViewer } from './feed-viewer.ts'

/**
 * The versions a student's home and school pages depend on (decision 076), as one string:
 * their school's ($1: its feed, its clubs' names and listing, its people's names and
 * photos, whether students may post), their own ($2: memberships, roles in clubs, blocks)
 * and each of their clubs' (migration 0037 bumps them in the transaction of any change a
 * page shows). Read BEFORE the rows a page is made of: a change committed in between is
 * then in a page labelled older, which the next request reads again (never old rows under
 * a new label). Its scopes are literals, so its plan never goes generic over them.
 */
export const VERSION_VECTOR = `(
  select coalesce(string_agg(v.scope || v.id || '.' || v.version, ' ' order by v.scope, v.id), '')
  from (
    select v.scope, v.id, v.version from feed_versions v where v.scope = 'school' and v.id = $1
    union all
    select v.scope, v.id, v.version from feed_versions v where v.scope = 'user' and v.id = $2
    union all
    -- Each of the student's clubs by the key: one condition ORed over every club's row
    -- read all of them (2,000 at P7's size; 0.18 against 0.05 ms at 400).
    select v.scope, v.id, v.version from club_memberships m
    join feed_versions v on v.scope = 'club' and v.id = m.club_id
    where m.user_id = $2) v)`

/**
 * The versions alone, before computing a page. A named statement: each connection
 * prepares it once (this and `keptPageState` are the read model's whole SQL per answer).
 */
export async function feedVersionVector(pool: pg.Pool, viewer: FeedViewer): Promise<string> {
  const result = await pool.query<{ vector: string }>({
    name: 'feed_version_vector',
    text: `select ${VERSION_VECTOR} as vector`,
    values: [viewer.schoolId, viewer.userId],
  })
  return result.rows[0]?.vector ?? ''
}

import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { shownPhotoUrl } from '../profiles/index.ts'
import type { LiveCounts } from './feed-page-render.ts'
import type { FeedViewer } from './feed-viewer.ts'
import { VERSION_VECTOR } from './feed-versions.ts'

type CountsRow = LiveCounts & { uid: string }

/** The photo the feed shows (a moderator's hiding applied), as SQL text over `users`. */
const SHOWN_PHOTO = new PgDialect().sqlToQuery(shownPhotoUrl).sql

/** $1 school, $2 viewer, $3 the page's post uids. */
const KEPT_PAGE_STATE = `select ${VERSION_VECTOR} as vector,
  (select json_agg(json_build_object(
      'uid', p.uid,
      'author', case when users.id is null then null else json_build_object(
        'uid', users.uid, 'firstName', users.first_name, 'lastName', users.last_name,
        'photoUrl', ${SHOWN_PHOTO}) end,
      'likeCount', p.like_count, 'commentCount', p.comment_count,
      'liked', exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = $2),
      'poll', case when p.poll is null then null else json_build_object(
        'votes', coalesce((select json_object_agg(c.option_id, c.votes) from (
            select v.option_id, count(*)::int as votes from poll_votes v
            where v.post_id = p.id group by v.option_id) c), '{}'::json),
        'mine', coalesce((select json_agg(v.option_id) from poll_votes v
            where v.post_id = p.id and v.user_id = $2), '[]'::json),
        'voters', (select count(distinct v.user_id)::int from poll_votes v
            where v.post_id = p.id)) end))
    from posts p left join users on users.id = p.author_id
    where p.school_id = $1 and p.uid = any($3::text[])) as counts`

/**
 * What a kept page needs to answer (decision 076), in one statement: the versions it
 * depends on now, and its posts' authors and counts as they are now: likes and comments,
 * the viewer's like, each poll's votes, the viewer's choices and its voters. These move
 * without bumping a version (a like must not empty every student's cache, a student
 * renaming must not wait on their school's row), so every answer reads them. One round
 * trip of a statement each connection prepares once: the database's socket was most of
 * the server's busy time in the P7 profile.
 */
export async function keptPageState(
  pool: pg.Pool,
  viewer: FeedViewer,
  uids: readonly string[],
): Promise<{ vector: string; counts: Map<string, LiveCounts> }> {
  const result = await pool.query<{ vector: string; counts: CountsRow[] | null }>({
    name: 'feed_kept_page_state',
    text: KEPT_PAGE_STATE,
    values: [viewer.schoolId, viewer.userId, uids],
  })
  const row = result.rows[0]
  return {
    vector: row?.vector ?? '',
    counts: new Map((row?.counts ?? []).map(({ uid, ...live }) => [uid, live])),
  }
}

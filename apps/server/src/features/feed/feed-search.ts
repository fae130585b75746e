import { and, desc, eq, sql } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { postComments, posts, postSearchText } from '../../db/schema/feed.ts'
import { hasWords } from '../../platform/db/text-match.ts'
import type { SearchHit } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { param, preparedShapes, UNNAMED } from '../../platform/db/prepared-shapes.ts'
import {
  foundIn,
  snippetAround,
  type SearchCall,
  type SearchFound,
  type SearchSource,
} from '../search/index.ts'
import { commentsSeenBy } from './comment-visibility.ts'
import { feedPeople } from './post-presenter.ts'
import { feedViewerOf } from './feed-viewer.ts'
import { spellingsOf, spellingsQuery } from './search-spelling.ts'
import { clubOfPost, postsSeenBy } from './post-visibility.ts'
import { fullName } from '../../platform/text/person-name.ts'

/** A post named in a hit about its comment: its title, else the start of its text. */
const POST_NAME_LENGTH = 60

/**
 * Posts the top bar's search finds (issue 36 item 1): those the viewer may see anywhere
 * (post-visibility.ts: school feed, their clubs, listed clubs' news; never a blocked
 * student's, a hidden or deleted one), by the words of the title or text, newest first.
 * Whole words, each as typed or as the school's spelling list corrects it (a typo:
 * search-spelling.ts); no trigram or prefix reading of the posts themselves: at 200,000
 * posts either made PostgreSQL walk every post (bench/search.ts, decision 101).
 */
export const postSearch: SearchSource = {
  kind: 'posts',
  async search(call) {
    const { database, actor, q, limit } = call
    const spellings = await sharedSpellings(call)
    const { admin } = feedViewerOf(actor)
    const rows = await postsFound(database.db, shapeOf(admin, spellings)).execute(
      valuesOf(call, spellings),
    )
    return authoredHits(database.db, rows, limit, snippetWords(q, spellings), (row) => ({
      kind: 'posts',
      id: row.uid,
      detail: row.title,
      context: row.clubUid && row.clubName ? { id: row.clubUid, name: row.clubName } : null,
    }))
  },
}

/**
 * Comments the search finds: shown ones (comment-visibility.ts) on posts the viewer sees,
 * by their words, newest first; each names its post, where the link opens it.
 */
export const commentSearch: SearchSource = {
  kind: 'comments',
  async search(call) {
    const { database, actor, q, limit } = call
    const spellings = await sharedSpellings(call)
    const { admin } = feedViewerOf(actor)
    const rows = await commentsFound(database.db, shapeOf(admin, spellings)).execute(
      valuesOf(call, spellings),
    )
    return authoredHits(database.db, rows, limit, snippetWords(q, spellings), (row) => ({
      kind: 'comments',
      id: row.uid,
      detail: null,
      context: {
        id: row.postUid,
        name: row.postTitle ?? snippetAround(row.postText, '', POST_NAME_LENGTH) ?? '',
      },
    }))
  },
}

/*
 * The two searches are built once per shape (`preparedShapes`): whether the viewer is a
 * school admin (who sees every club's channels) and how many spellings each word has.
 * Unnamed statements: planned for their words at every run (`UNNAMED`).
 */

/** A shape: "admin" or "student", then each word's number of spellings ("student:121"). */
const shapeOf = (admin: boolean, spellings: readonly string[][]) =>
  `${admin ? 'admin' : 'student'}:${spellings.map((choices) => choices.length).join('')}`

/** The shape's parts back: the reader, and each word's spellings as parameters. */
function readShape(shape: string) {
  const [who = '', counts = ''] = shape.split(':')
  const reader = { userId: param('viewer'), admin: who === 'admin' }
  const words = [...counts].map((count, i) =>
    Array.from({ length: Number(count) }, (_, j) => param(wordName(i, j))),
  )
  return { reader, tsquery: spellingsQuery(words) }
}

const wordName = (word: number, spelling: number) => `w${String(word)}_${String(spelling)}`

/** A run's values: the school, the viewer, the window, and every spelling of every word. */
const valuesOf = (
  { school, actor, offset, limit }: SearchCall,
  spellings: readonly string[][],
): Record<string, unknown> => ({
  school: school.id,
  viewer: actor.userId,
  offset,
  limit: limit + 1,
  ...Object.fromEntries(
    spellings.flatMap((choices, i) => choices.map((word, j) => [wordName(i, j), word])),
  ),
})

const postsFound = preparedShapes((db: DbOrTx, shape) => {
  const { reader, tsquery } = readShape(shape)
  return db
    .select({
      uid: posts.uid,
      title: posts.title,
      bodyText: posts.bodyText,
      authorId: posts.authorId,
      createdAt: posts.createdAt,
      clubUid: clubs.uid,
      clubName: clubs.name,
    })
    .from(posts)
    .leftJoin(clubs, clubOfPost)
    .where(
      and(
        eq(posts.schoolId, param('school')),
        postsSeenBy(reader),
        hasWords(postSearchText(posts), tsquery),
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(UNNAMED)
})

const commentsFound = preparedShapes((db: DbOrTx, shape) => {
  const { reader, tsquery } = readShape(shape)
  return db
    .select({
      uid: postComments.uid,
      bodyText: postComments.bodyText,
      authorId: postComments.authorId,
      createdAt: postComments.createdAt,
      postUid: posts.uid,
      postTitle: posts.title,
      postText: posts.bodyText,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .leftJoin(clubs, clubOfPost)
    .where(and(commentsSeenBy(param('school'), reader), hasWords(postComments.bodyText, tsquery)))
    .orderBy(desc(postComments.createdAt), desc(postComments.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(UNNAMED)
})

/** The search's spellings (search-spelling.ts), looked up once for posts and comments both. */
const sharedSpellings = ({ database, school, q, once }: SearchCall) =>
  once('feed.spellings', () => spellingsOf(database.db, school.id, q))

/** What the snippet centres on: the search as typed, then the words it was corrected to. */
const snippetWords = (q: string, spellings: readonly string[][]) =>
  [q, ...spellings.flatMap((choices) => choices.slice(1))].join(' ')

interface AuthoredRow {
  authorId: number | null
  bodyText: string
  createdAt: Date
}

/** Hits for what students wrote: each titled by its author (with their photo), the text around the match. */
async function authoredHits<Row extends AuthoredRow>(
  db: DbOrTx,
  rows: readonly Row[],
  limit: number,
  q: string,
  hit: (row: Row) => Pick<SearchHit, 'kind' | 'id' | 'detail' | 'context'>,
): Promise<SearchFound> {
  const people = await feedPeople(
    db,
    rows.flatMap((row) => row.authorId ?? []),
  )
  return foundIn(rows, limit, (row) => {
    const author = row.authorId === null ? undefined : people.get(row.authorId)
    return {
      ...hit(row),
      title: fullName(author),
      snippet: snippetAround(row.bodyText, q),
      imageUrl: author?.photoUrl ?? null,
      at: row.createdAt.toISOString(),
    }
  })
}

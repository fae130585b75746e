import { and, desc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { users } from '../../platform/db/schema.ts'
import { shownPhotoUrl } from '../profiles/index.ts'
import { postComments, posts, postWords } from '../../db/schema/feed.ts'
import { hasWords } from '../../platform/db/text-match.ts'
import type { SearchHit } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { param, preparedShapes, statementName, UNNAMED } from '../../platform/db/prepared-shapes.ts'
import {
  firstPageInTwoSteps,
  foundIn,
  snippetAround,
  sourceValues,
  type SearchCall,
  type SearchFound,
  type SearchSource,
} from '../search/index.ts'
import { commentsSeenBy } from './comment-visibility.ts'
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
    const spellings = await sharedSpellings(call)
    const rows = await rowsFound(call, spellings, {
      candidates: postCandidates,
      among: postsAmong,
      found: postsFound,
    })
    const { q, limit } = call
    return authoredHits(rows, limit, snippetWords(q, spellings), (row) => ({
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
    const spellings = await sharedSpellings(call)
    const rows = await rowsFound(call, spellings, {
      candidates: commentCandidates,
      among: commentsAmong,
      found: commentsFound,
    })
    const { q, limit } = call
    return authoredHits(rows, limit, snippetWords(q, spellings), (row) => ({
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
 * The posts' and comments' first page comes in two steps (`firstPageInTwoSteps`): their
 * one statement cost more to plan than to run (P9: 0.8 ms for the posts', 1.1 ms for the
 * comments', against 0.05 ms running; bench/HISTORY.md), its visibility rules joining
 * three tables and weighing the partial indexes. The first step reads the school's live
 * rows by their words alone (planned in ~0.1 ms). Each statement is built once per shape
 * (`preparedShapes`): whether the viewer is a school admin (who sees every club's
 * channels) and how many spellings each word has.
 */

/** A kind's statements (`preparedShapes`), each run with `valuesOf` and its shape. */
interface Statements<Row> {
  /** The first step, by the words' shape. */
  candidates: Prepared<{ id: number }>
  /** The second step, by the viewer's ("admin" or "student"), given the candidates' `ids`. */
  among: Prepared<Row>
  /** The one statement, by `shapeOf`. */
  found: Prepared<Row>
}

type Prepared<Row> = (
  db: DbOrTx,
  shape: string,
) => { execute(values: Record<string, unknown>): Promise<Row[]> }

/** The search's rows for its page, with the kind's statements. */
function rowsFound<Row>(
  call: SearchCall,
  spellings: readonly string[][],
  statements: Statements<Row>,
): Promise<Row[]> {
  const db = call.database.db
  const { admin } = feedViewerOf(call.actor)
  const values = valuesOf(call, spellings)
  return firstPageInTwoSteps(call, {
    candidates: async () =>
      (await statements.candidates(db, wordsShape(spellings)).execute(values)).map((row) => row.id),
    seen: (ids) => statements.among(db, admin ? 'admin' : 'student').execute({ ...values, ids }),
    whole: () => statements.found(db, shapeOf(admin, spellings)).execute(values),
  })
}

/** The words' shape: each word's number of spellings ("121"). */
const wordsShape = (spellings: readonly string[][]) =>
  spellings.map((choices) => choices.length).join('')

/** A shape: "admin" or "student", then the words' ("student:121"). */
const shapeOf = (admin: boolean, spellings: readonly string[][]) =>
  `${admin ? 'admin' : 'student'}:${wordsShape(spellings)}`

/** The shape's parts back: the reader, and the words' query with each spelling a parameter. */
function readShape(shape: string) {
  const [who = '', counts = ''] = shape.split(':')
  return { reader: readerOf(who), tsquery: wordsQuery(counts) }
}

const readerOf = (who: string) => ({ userId: param('viewer'), admin: who === 'admin' })

const wordsQuery = (counts: string) =>
  spellingsQuery(
    [...counts].map((count, i) =>
      Array.from({ length: Number(count) }, (_, j) => param(wordName(i, j))),
    ),
  )

const wordName = (word: number, spelling: number) => `w${String(word)}_${String(spelling)}`

/** A run's values: the school, the viewer, the window, and every spelling of every word. */
const valuesOf = (call: SearchCall, spellings: readonly string[][]): Record<string, unknown> => ({
  ...sourceValues(call),
  ...Object.fromEntries(
    spellings.flatMap((choices, i) => choices.map((word, j) => [wordName(i, j), word])),
  ),
})

/**
 * What a hit shows of its author, read in the same statement (`authorOf`): one round trip
 * less a kind than asking for the authors after (each costs ~0.3 ms on the embedded
 * database, P9).
 */
const authorColumns = {
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorPhotoUrl: shownPhotoUrl,
}

/** The author's row beside the post or comment (none for a deleted account's). */
const authorOf = (authorId: AnyColumn) => eq(users.id, authorId)

const postColumns = {
  uid: posts.uid,
  title: posts.title,
  bodyText: posts.bodyText,
  createdAt: posts.createdAt,
  clubUid: clubs.uid,
  clubName: clubs.name,
  ...authorColumns,
}

const newestPosts = [desc(posts.createdAt), desc(posts.id)]

const postsFound = preparedShapes((db: DbOrTx, shape) => {
  const { reader, tsquery } = readShape(shape)
  return db
    .select(postColumns)
    .from(posts)
    .leftJoin(clubs, clubOfPost)
    .leftJoin(users, authorOf(posts.authorId))
    .where(
      and(
        eq(posts.schoolId, param('school')),
        postsSeenBy(reader),
        sql`${postWords} @@ ${tsquery}`,
      ),
    )
    .orderBy(...newestPosts)
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(UNNAMED)
})

/** The school's newest live posts with the words, whoever may see them (the first step). */
const postCandidates = candidatesOf(
  posts,
  (tsquery) => sql`${postWords} @@ ${tsquery}`,
  newestPosts,
)

/** Of the candidates, the posts the viewer sees (the second step): its plan is kept. */
const postsAmong = preparedShapes((db: DbOrTx, who) => {
  const query = db
    .select(postColumns)
    .from(posts)
    .leftJoin(clubs, clubOfPost)
    .leftJoin(users, authorOf(posts.authorId))
    .where(and(amongIds(posts.id), postsSeenBy(readerOf(who))))
    .orderBy(...newestPosts)
    .limit(sql.placeholder('limit'))
  return query.prepare(statementName(query))
})

const commentColumns = {
  uid: postComments.uid,
  bodyText: postComments.bodyText,
  createdAt: postComments.createdAt,
  ...authorColumns,
  postUid: posts.uid,
  postTitle: posts.title,
  postText: posts.bodyText,
}

const newestComments = [desc(postComments.createdAt), desc(postComments.id)]

const commentsFound = preparedShapes((db: DbOrTx, shape) => {
  const { reader, tsquery } = readShape(shape)
  return db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .leftJoin(clubs, clubOfPost)
    .leftJoin(users, authorOf(postComments.authorId))
    .where(and(commentsSeenBy(param('school'), reader), hasWords(postComments.bodyText, tsquery)))
    .orderBy(...newestComments)
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(UNNAMED)
})

/** The school's newest live comments with the words (the first step). */
const commentCandidates = candidatesOf(
  postComments,
  (tsquery) => hasWords(postComments.bodyText, tsquery),
  newestComments,
)

/** Of the candidates, the comments the viewer sees on posts they see (the second step). */
const commentsAmong = preparedShapes((db: DbOrTx, who) => {
  const query = db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .leftJoin(clubs, clubOfPost)
    .leftJoin(users, authorOf(postComments.authorId))
    .where(and(amongIds(postComments.id), commentsSeenBy(param('school'), readerOf(who))))
    .orderBy(...newestComments)
    .limit(sql.placeholder('limit'))
  return query.prepare(statementName(query))
})

/** The first step over posts or comments: live rows of the school with the words, newest first. */
function candidatesOf(
  table: typeof posts | typeof postComments,
  matches: (tsquery: SQL) => SQL,
  newest: SQL[],
) {
  return preparedShapes((db: DbOrTx, counts) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.schoolId, param('school')),
          isNull(table.deletedAt),
          isNull(table.hiddenAt),
          matches(wordsQuery(counts)),
        ),
      )
      .orderBy(...newest)
      .limit(sql.placeholder('candidates'))
      .prepare(UNNAMED),
  )
}

/** The row is one of the first step's (`ids`: an array parameter). */
const amongIds = (id: AnyColumn) => sql`${id} = any(${param('ids')})`

/** The search's spellings (search-spelling.ts), looked up once for posts and comments both. */
const sharedSpellings = ({ database, school, q, once }: SearchCall) =>
  once('feed.spellings', () => spellingsOf(database.pool, school.id, q))

/** What the snippet centres on: the search as typed, then the words it was corrected to. */
const snippetWords = (q: string, spellings: readonly string[][]) =>
  [q, ...spellings.flatMap((choices) => choices.slice(1))].join(' ')

interface AuthoredRow {
  authorFirstName: string | null
  authorLastName: string | null
  authorPhotoUrl: string | null
  bodyText: string
  createdAt: Date
}

/** Hits for what students wrote: each titled by its author (with their photo), the text around the match. */
function authoredHits<Row extends AuthoredRow>(
  rows: readonly Row[],
  limit: number,
  q: string,
  hit: (row: Row) => Pick<SearchHit, 'kind' | 'id' | 'detail' | 'context'>,
): SearchFound {
  return foundIn(rows, limit, (row) => ({
    ...hit(row),
    title: fullName({ firstName: row.authorFirstName, lastName: row.authorLastName }),
    snippet: snippetAround(row.bodyText, q),
    imageUrl: row.authorPhotoUrl,
    at: row.createdAt.toISOString(),
  }))
}

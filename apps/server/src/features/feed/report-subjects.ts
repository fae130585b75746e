import { and, eq, inArray } from 'drizzle-orm'
import type { ReportSubject } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { postComments, posts } from '../../db/schema/feed.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { FoundSubject, SubjectReportRoute } from '../../platform/reports/report-route.ts'
import { openReporters } from '../../platform/reports/reports.service.ts'
import type { ReportSubjectProvider } from '../../platform/reports/subjects.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { visibleComment } from './comment-visibility.ts'
import { feedViewerOf } from './feed-viewer.ts'
import {
  hideByModerator,
  hideIfReported,
  restoreIfUnreported,
  type FeedSubject,
} from './feed-hiding.ts'
import { DELETED_PERSON, feedPeople } from './post-presenter.ts'
import { visiblePost } from './post-query.ts'

/*
 * Reports of posts and comments (issue 16 item 5, decision 044): a student reports what they
 * can see (never their own); the school's threshold of distinct reporters hides it pending
 * review; moderators see it in the queue with its author, text, club and reporter count,
 * hide it for good, warn or suspend its author, or dismiss — the last dismissal of
 * something hidden by reports alone brings it back.
 */

const ids = (subjectIds: readonly string[]) => subjectIds.map(Number).filter(Number.isSafeInteger)

/** The report routes' part: find what the reporter sees, and hide it after the threshold. */
export function feedReportRoutes(
  outbox: Outbox,
): Record<FeedSubject, Omit<SubjectReportRoute, 'url' | 'tag'>> {
  const afterFiled = (kind: FeedSubject) => (tx: DbOrTx, school: School, id: string | number) =>
    hideIfReported({ tx, outbox, school, kind, id: Number(id) })
  return {
    post: {
      subjectType: 'post',
      noun: 'Post',
      find: findReportedPost,
      afterFiled: afterFiled('post'),
    },
    comment: {
      subjectType: 'comment',
      noun: 'Comment',
      find: findReportedComment,
      afterFiled: afterFiled('comment'),
    },
  }
}

async function findReportedPost(
  db: DbOrTx,
  school: School,
  uid: string,
  reporter: Actor,
): Promise<FoundSubject | null> {
  const post = await visiblePost(db, school, feedViewerOf(reporter), uid)
  if (!post) return null
  const snapshot = post.title ? `${post.title}\n${post.bodyText}` : post.bodyText
  return { subjectId: post.id, snapshot, ownerId: post.authorId }
}

async function findReportedComment(
  db: DbOrTx,
  school: School,
  uid: string,
  reporter: Actor,
): Promise<FoundSubject | null> {
  const found = await visibleComment(db, school, feedViewerOf(reporter), uid)
  if (!found) return null
  const { comment } = found
  return { subjectId: comment.id, snapshot: comment.bodyText, ownerId: comment.authorId }
}

/** Who answers for a post or comment: its author, warned and suspendable, and where it is. */
async function responsibleFor(tx: DbOrTx, school: School, kind: FeedSubject, id: string) {
  const [row] =
    kind === 'post'
      ? await tx
          .select({ authorId: posts.authorId, postUid: posts.uid })
          .from(posts)
          .where(and(eq(posts.schoolId, school.id), eq(posts.id, Number(id))))
      : await tx
          .select({ authorId: postComments.authorId, postUid: posts.uid })
          .from(postComments)
          .innerJoin(posts, eq(posts.id, postComments.postId))
          .where(and(eq(postComments.schoolId, school.id), eq(postComments.id, Number(id))))
  if (!row) return null
  const author = row.authorId === null ? [] : [row.authorId]
  return { warned: author, owner: row.authorId, link: `/posts/${row.postUid}` }
}

/** The moderation queue's providers of `post` and `comment` (decision 032's extension point). */
export function feedReportSubjects(outbox: Outbox): ReportSubjectProvider[] {
  const acts = (kind: FeedSubject) => ({
    responsible: (tx: DbOrTx, school: School, id: string) => responsibleFor(tx, school, kind, id),
    hide: (tx: DbOrTx, school: School, id: string) =>
      hideByModerator({ tx, outbox, school, kind, id: Number(id) }),
    restore: (tx: DbOrTx, school: School, id: string) =>
      restoreIfUnreported({ tx, outbox, school, kind, id: Number(id) }),
  })
  return [
    { type: 'post', contexts: postContexts, ...acts('post') },
    { type: 'comment', contexts: commentContexts, ...acts('comment') },
  ]
}

interface Written {
  id: number
  authorId: number | null
  hiddenAt: Date | null
  deletedAt: Date | null
}

/** What the queue shows of every reported post or comment: author, distinct reporters, out of sight. */
async function queueFacts(db: DbOrTx, school: School, kind: FeedSubject, items: Written[]) {
  const [people, reporters] = await Promise.all([
    feedPeople(
      db,
      items.flatMap((item) => (item.authorId === null ? [] : [item.authorId])),
    ),
    openReporters(
      db,
      school.id,
      kind,
      items.map((item) => item.id),
    ),
  ])
  return (item: Written) => ({
    author: (item.authorId === null ? null : people.get(item.authorId)) ?? DELETED_PERSON,
    reporters: reporters.get(String(item.id)) ?? 0,
    hidden: item.hiddenAt !== null || item.deletedAt !== null,
  })
}

async function postContexts(
  db: DbOrTx,
  school: School,
  subjectIds: readonly string[],
): Promise<Map<string, ReportSubject>> {
  const postIds = ids(subjectIds)
  if (postIds.length === 0) return new Map()
  const rows = await db
    .select({ post: posts, clubName: clubs.name })
    .from(posts)
    .leftJoin(clubs, eq(clubs.id, posts.clubId))
    .where(and(eq(posts.schoolId, school.id), inArray(posts.id, postIds)))
  const facts = await queueFacts(
    db,
    school,
    'post',
    rows.map(({ post }) => post),
  )
  return new Map(
    rows.map(({ post, clubName }): [string, ReportSubject] => [
      String(post.id),
      {
        type: 'post',
        uid: post.uid,
        title: post.title,
        body: post.bodyText,
        clubName,
        channel: post.channel,
        ...facts(post),
      },
    ]),
  )
}

async function commentContexts(
  db: DbOrTx,
  school: School,
  subjectIds: readonly string[],
): Promise<Map<string, ReportSubject>> {
  const commentIds = ids(subjectIds)
  if (commentIds.length === 0) return new Map()
  const rows = await db
    .select({ comment: postComments, postUid: posts.uid, clubName: clubs.name })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .leftJoin(clubs, eq(clubs.id, posts.clubId))
    .where(and(eq(postComments.schoolId, school.id), inArray(postComments.id, commentIds)))
  const facts = await queueFacts(
    db,
    school,
    'comment',
    rows.map(({ comment }) => comment),
  )
  return new Map(
    rows.map(({ comment, postUid, clubName }): [string, ReportSubject] => [
      String(comment.id),
      {
        type: 'comment',
        uid: comment.uid,
        postUid,
        body: comment.bodyText,
        clubName,
        ...facts(comment),
      },
    ]),
  )
}

import type { Faker } from '@faker-js/faker'
import { and, eq, sql } from 'drizzle-orm'
import type { Mention } from '@quad/shared'
import { clubMemberships, clubs } from '../db/schema/clubs.ts'
import type { StoredPoll } from '../db/schema/feed.ts'
import { profiles } from '../db/schema/profiles.ts'
import { clubSlug } from '../features/clubs/club-art-urls.ts'
import { listedClub } from '../features/clubs/index.ts'
import { clubHue } from '../features/media/club-art.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import { users } from '../platform/db/schema.ts'
import type { FileStorage } from '../platform/files/storage.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { seedImage, type SeedImage } from './demo-feed-images.ts'
import { after, pollClosesAt, type PlannedComment, type PlannedPost } from './demo-feed-plan.ts'
import {
  clubPlans,
  schoolPlans,
  type DemoFeedPeople,
  type FeedClubRow,
  type FeedScale,
} from './demo-feed-posts.ts'
import type { PostText } from './demo-feed-texts.ts'
import { createFaker } from './factories.ts'
import {
  insertComments,
  insertFeedRows,
  insertPosts,
  seedBody,
  type NewComment,
  type NewPost,
} from './feed-factories.ts'

export type { DemoFeedPeople, FeedScale } from './demo-feed-posts.ts'

/** Where a post's words come from: the school's and its club's names, mentionable people. */
interface Writing {
  school: School
  clubNames: Map<number, string>
  /** Schoolmates listed in the directory: anyone may mention them (mentionable.ts). */
  mentionable: Map<number, Mention>
}

/**
 * A term of the feed for one school (issue 16 demo data): the school's posts (a pinned
 * welcome, announcements, polls; students' own when the school lets them), each club's
 * news, discussion and forum threads, photos drawn in the club's colour, and likes,
 * comments, replies and votes with counts that equal their rows. Batched: a few inserts
 * a table. A faker of its own, so the rest of the seed stays as it was.
 */
export async function seedDemoFeed(
  db: DbOrTx,
  storage: FileStorage,
  school: School,
  people: DemoFeedPeople,
  scale: FeedScale,
  seed: number,
): Promise<void> {
  const faker = createFaker(seed)
  const now = new Date()
  const clubRows = await feedClubs(db, school)
  const plans = [
    ...schoolPlans(faker, now, people, scale, clubHue(clubSlug(school.name))),
    ...clubRows.flatMap((club) => clubPlans(faker, now, club, people, scale)),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  // Photos are drawn off the main thread while the rows go in (sharp's own threads).
  const drawing = drawImages(faker, storage, school, plans)
  drawing.catch(() => undefined)
  const writing: Writing = {
    school,
    clubNames: new Map(clubRows.map((club) => [club.id, club.name])),
    mentionable: await mentionablePeople(db, school),
  }
  // Each poll option's id: short and random, as the feed writes them (poll-input.ts).
  const optionIds = plans.map(
    (plan) =>
      plan.text.poll?.options.map(() =>
        faker.string.hexadecimal({ length: 8, casing: 'lower', prefix: '' }),
      ) ?? [],
  )
  const postIds = await insertPosts(
    db,
    school,
    plans.map((plan, i) => postRow(faker, plan, writing, i, optionIds[i] ?? [])),
  )
  const planned = plans.map((plan, i) => ({ plan, postId: postIds[i] ?? 0 }))
  const topLevel = planned.flatMap(({ plan, postId }) =>
    plan.comments.map((comment) => ({ comment, postId, plan })),
  )
  const commentIds = await insertComments(
    db,
    school,
    topLevel.map(({ comment, postId, plan }, i) =>
      commentRow(faker, comment, { postId, parentId: null, plan, writing }, `c${String(i)}`),
    ),
  )
  const replies = topLevel.flatMap(({ comment, postId, plan }, i) =>
    comment.replies.map((reply) => ({ reply, postId, plan, parentId: commentIds[i] ?? 0 })),
  )
  const replyIds = await insertComments(
    db,
    school,
    replies.map(({ reply, postId, parentId, plan }, i) =>
      commentRow(faker, reply, { postId, parentId, plan, writing }, `r${String(i)}`),
    ),
  )
  const comments = [
    ...topLevel.map(({ comment }, i) => ({ comment, id: commentIds[i] ?? 0 })),
    ...replies.map(({ reply }, i) => ({ comment: reply, id: replyIds[i] ?? 0 })),
  ]
  await insertFeedRows(db, school, {
    images: (await drawing).map(({ planIndex, ...image }) => ({
      ...image,
      postId: postIds[planIndex] ?? 0,
    })),
    postLikes: planned.flatMap(({ plan, postId }) =>
      plan.likers.map((userId) => ({
        postId,
        userId,
        createdAt: after(faker, plan.createdAt, now),
      })),
    ),
    commentLikes: comments.flatMap(({ comment, id }) =>
      comment.likers.map((userId) => ({
        commentId: id,
        userId,
        createdAt: after(faker, comment.createdAt, now),
      })),
    ),
    votes: planned.flatMap(({ plan, postId }, i) =>
      plan.votes.map((vote) => ({
        postId,
        userId: vote.userId,
        optionId: optionIds[i]?.[vote.optionIndex] ?? '',
        createdAt: vote.createdAt,
      })),
    ),
  })
}

function postRow(
  faker: Faker,
  plan: PlannedPost,
  writing: Writing,
  index: number,
  optionIds: readonly string[],
): NewPost {
  const { text } = plan
  return {
    clubId: plan.clubId,
    channel: plan.channel,
    authorId: plan.authorId,
    clientId: `demo-post-${String(index)}`,
    title: text.title ?? null,
    ...written(faker, text.body, plan, plan.authorId, writing),
    poll: text.poll ? storedPoll(text.poll, optionIds, plan.createdAt) : null,
    sharedToSchool: plan.sharedToSchool,
    pinnedAt: plan.pinned ? plan.createdAt : null,
    likeCount: plan.likers.length,
    commentCount: plan.comments.reduce((sum, comment) => sum + 1 + comment.replies.length, 0),
    createdAt: plan.createdAt,
  }
}

function commentRow(
  faker: Faker,
  comment: PlannedComment,
  where: { postId: number; parentId: number | null; plan: PlannedPost; writing: Writing },
  clientId: string,
): NewComment {
  return {
    postId: where.postId,
    parentId: where.parentId,
    authorId: comment.authorId,
    clientId: `demo-comment-${clientId}`,
    ...written(faker, [comment.text], where.plan, comment.authorId, where.writing),
    likeCount: comment.likers.length,
    replyCount: comment.replies.length,
    createdAt: comment.createdAt,
  }
}

/** The words with the school's and club's names in, mentioning people of the post's audience. */
function written(
  faker: Faker,
  paragraphs: readonly string[],
  plan: PlannedPost,
  authorId: number,
  writing: Writing,
) {
  const clubName = plan.clubId === null ? '' : (writing.clubNames.get(plan.clubId) ?? '')
  const filled = paragraphs.map((paragraph) =>
    paragraph.replaceAll('{school}', writing.school.name).replaceAll('{club}', clubName),
  )
  const wanted = filled.join(' ').split('{@}').length - 1
  const candidates = plan.audience.flatMap((id) => {
    const person = id === authorId ? undefined : writing.mentionable.get(id)
    return person ? [person] : []
  })
  return seedBody(
    filled,
    faker.helpers.arrayElements(candidates, Math.min(wanted, candidates.length)),
  )
}

function storedPoll(
  poll: NonNullable<PostText['poll']>,
  optionIds: readonly string[],
  createdAt: Date,
): StoredPoll {
  return {
    question: poll.question,
    options: poll.options.map((label, i) => ({ id: optionIds[i] ?? String(i), label })),
    multiple: poll.multiple ?? false,
    closesAt: pollClosesAt(createdAt).toISOString(),
  }
}

/** Each post's photos (by the plan's index), drawn and stored, encoded side by side. */
async function drawImages(
  faker: Faker,
  storage: FileStorage,
  school: School,
  plans: readonly PlannedPost[],
): Promise<(SeedImage & { planIndex: number; position: number })[]> {
  const wanted = plans.flatMap((plan, planIndex) =>
    Array.from({ length: plan.text.images ?? 0 }, (_, position) => ({ planIndex, position })),
  )
  // Every draw of the faker happens before the first wait (seedImage), so the order holds.
  const images = wanted.map(async ({ planIndex, position }) => {
    const image = await seedImage(faker, storage, school.id, plans[planIndex]?.hue ?? 0)
    return { ...image, planIndex, position }
  })
  return Promise.all(images)
}

/** The school's active clubs with their officers and members (two queries). */
async function feedClubs(db: DbOrTx, school: School): Promise<FeedClubRow[]> {
  const rows = await db
    .select({ id: clubs.id, name: clubs.name, listed: sql<boolean>`${listedClub}` })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.status, 'active')))
    .orderBy(clubs.id)
  const memberships = await db
    .select({
      clubId: clubMemberships.clubId,
      userId: clubMemberships.userId,
      role: clubMemberships.role,
    })
    .from(clubMemberships)
    .where(eq(clubMemberships.schoolId, school.id))
    .orderBy(clubMemberships.clubId, clubMemberships.userId)
  return rows.map((club) => {
    const own = memberships.filter((m) => m.clubId === club.id)
    return {
      ...club,
      officers: own.filter((m) => m.role === 'officer').map((m) => m.userId),
      members: own.map((m) => m.userId),
    }
  })
}

/** Active schoolmates listed in the directory, by id, as a mention names them. */
async function mentionablePeople(db: DbOrTx, school: School): Promise<Map<number, Mention>> {
  const rows = await db
    .select({ id: users.id, uid: users.uid, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.schoolId, school.id),
        eq(users.status, 'active'),
        eq(profiles.directoryOptOut, false),
      ),
    )
  return new Map(
    rows.map((row) => [row.id, { uid: row.uid, name: `${row.firstName} ${row.lastName}`.trim() }]),
  )
}

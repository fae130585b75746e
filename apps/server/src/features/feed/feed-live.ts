import { and, eq, inArray } from 'drizzle-orm'
import type { ServerFrame } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { posts } from '../../db/schema/feed.ts'
import { users } from '../../platform/db/schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import {
  subscribe,
  type AnySubscriber,
  type SubscriberScope,
} from '../../platform/outbox/messages.ts'
import type { ModuleContext } from '../../platform/module.ts'
import type { RealtimeExtension } from '../../platform/realtime/extensions.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import { rolesOf } from '../../platform/policies/roles.service.ts'
import { membersOf } from '../clubs/index.ts'
import { feedViewerOf } from './feed-viewer.ts'
import { clubOfPost, postsSeenBy } from './post-visibility.ts'

/*
 * The feed, live (issue 16 item 4: "n new posts" arriving live; counts live). Frames
 * carry ids and counts only: a client fetches what it shows through `postsSeenBy`, so a
 * frame reaching someone who may not read the post tells them nothing of it.
 */

const FEATURE = 'feed'
type UpdateFrame = Extract<ServerFrame, { type: 'feed.update' }>

/** The subscribers sending `feed.post` to a new post's readers and `feed.update` to its watchers. */
export function feedLiveSubscribers({ realtime }: ModuleContext): AnySubscriber[] {
  const update = (postId: number, change: UpdateFrame['change'], scope: SubscriberScope) =>
    publishUpdate(realtime, postId, change, scope)
  return [
    subscribe({
      message: 'feed.post_created',
      name: 'feed:live',
      handle: ({ payload }, scope) => announcePost(realtime, payload.postId, scope),
    }),
    subscribe({
      message: 'feed.post_liked',
      name: 'feed:live',
      handle: ({ payload }, scope) => update(payload.postId, 'counts', scope),
    }),
    subscribe({
      message: 'feed.comment_created',
      name: 'feed:live',
      handle: ({ payload }, scope) => update(payload.postId, 'comment', scope),
    }),
    subscribe({
      message: 'feed.post_changed',
      name: 'feed:live',
      handle: ({ payload }, scope) => update(payload.postId, payload.change, scope),
    }),
  ]
}

/**
 * A new post: the school feed's (its own, or a club's news shared to it) to every socket
 * of the school; a club channel's to the club's members.
 */
async function announcePost(
  realtime: Realtime,
  postId: number,
  { tx, afterCommit }: SubscriberScope,
) {
  const [row] = await tx
    .select({ post: posts, clubUid: clubs.uid, authorUid: users.uid })
    .from(posts)
    .leftJoin(clubs, clubOfPost)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, postId))
  if (!row) return
  const { post } = row
  const frame: ServerFrame = {
    type: 'feed.post',
    postId: post.uid,
    channel: post.channel,
    clubId: row.clubUid,
    sharedToSchool: post.sharedToSchool,
    authorUid: row.authorUid ?? '',
  }
  if (post.clubId === null || post.sharedToSchool) {
    afterCommit(() => realtime.sendToSchool(post.schoolId, frame))
    return
  }
  const members = await membersOf(tx, post.clubId)
  afterCommit(() => realtime.send(members, frame))
}

/** A post's current counts to the sockets watching it. */
async function publishUpdate(
  realtime: Realtime,
  postId: number,
  change: UpdateFrame['change'],
  { tx, afterCommit }: SubscriberScope,
) {
  const [post] = await tx
    .select({ uid: posts.uid, likeCount: posts.likeCount, commentCount: posts.commentCount })
    .from(posts)
    .where(eq(posts.id, postId))
  if (!post) return
  const { uid, likeCount, commentCount } = post
  afterCommit(() =>
    realtime.publish(FEATURE, uid, {
      type: 'feed.update',
      postId: uid,
      likeCount,
      commentCount,
      change,
    }),
  )
}

/**
 * What the feed adds to the socket: `feed.watch` names the posts on screen (replacing the
 * socket's previous set); the socket then watches those of them its student may see.
 */
export function feedRealtime(db: DbOrTx): RealtimeExtension {
  return {
    feature: FEATURE,
    frames: {
      'feed.watch': async (user, frame, socket) => {
        const wanted = [...new Set(frame.postIds)]
        socket.watch(wanted.length === 0 ? [] : await seenOf(db, user, wanted))
      },
    },
  }
}

/** Of these post uids, those the student may see (the one rule, `postsSeenBy`). */
async function seenOf(
  db: DbOrTx,
  user: { id: number; school: { id: number } },
  uids: string[],
): Promise<string[]> {
  const roles = await rolesOf(db, user.school.id, user.id)
  const viewer = feedViewerOf({ userId: user.id, schoolId: user.school.id, roles, operator: false })
  const rows = await db
    .select({ uid: posts.uid })
    .from(posts)
    .leftJoin(clubs, clubOfPost)
    .where(and(eq(posts.schoolId, user.school.id), inArray(posts.uid, uids), postsSeenBy(viewer)))
  return rows.map((row) => row.uid)
}

import { and, eq } from 'drizzle-orm'
import { POST_TEXT_MAX, type CreatePostBody } from '@quad/shared'
import { postImages, posts } from '../../db/schema/feed.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { Actor, Policies } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { takeUploads } from '../chat/index.ts'
import { writtenBody } from './feed-body.ts'
import { feedImageTarget } from './feed-images.ts'
import { storedPoll } from './poll-input.ts'
import { postPlace } from './post-place.ts'

/** What a post's writes need: the database, its files, the outbox and the policies. */
export interface FeedWrites {
  db: Db
  storage: FileStorage
  outbox: Outbox
  policies: Policies
}

/** The post an author already wrote with this `clientId` (a retry), if any. */
export async function postByClientId(
  db: DbOrTx,
  school: School,
  authorId: number,
  clientId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ uid: posts.uid })
    .from(posts)
    .where(
      and(
        eq(posts.schoolId, school.id),
        eq(posts.authorId, authorId),
        eq(posts.clientId, clientId),
      ),
    )
  return row?.uid ?? null
}

/**
 * `POST /api/v1/feed/posts` (issue 16 items 1-2): checks where it goes and who may write
 * there (`postPlace`), reads the body (sanitised, mentions kept only where allowed, empty
 * only with images or a poll), takes the images over from the author's uploads, stores
 * the post and its images and emits `feed.post_created`, all in one transaction. Answers
 * the post's uid and whether it is new: a retry with the same `clientId`, even one that
 * raced the first, answers the stored post (the caller checks for one before writing).
 */
export async function createPost(
  writes: FeedWrites,
  school: School,
  actor: Actor,
  input: CreatePostBody,
): Promise<{ uid: string; created: boolean }> {
  const { db, storage, outbox, policies } = writes
  const place = await postPlace(db, policies, school, actor, input)
  const poll = input.poll ? storedPoll(input.poll) : null
  const fileIds = input.fileIds ?? []
  const body = await writtenBody(db, actor, input.body, {
    field: 'body.body',
    textMax: POST_TEXT_MAX,
    allowEmpty: fileIds.length > 0 || poll !== null,
  })
  try {
    const uid = await takeUploads(
      db,
      storage,
      school,
      actor.userId,
      fileIds,
      feedImageTarget(school),
      async (tx, images) => {
        const [row] = await tx
          .insert(posts)
          .values({
            schoolId: school.id,
            clubId: place.club?.id ?? null,
            channel: place.channel,
            authorId: actor.userId,
            clientId: input.clientId,
            title: input.title ?? null,
            body: body.html,
            bodyText: body.text,
            mentions: body.mentions,
            poll,
            sharedToSchool: input.sharedToSchool ?? false,
          })
          .returning({ id: posts.id, uid: posts.uid })
        if (!row) throw new Error('post was not stored')
        if (images.length > 0) {
          await tx.insert(postImages).values(
            images.map((image, position) => ({
              ...image,
              postId: row.id,
              schoolId: school.id,
              position,
            })),
          )
        }
        await outbox.emit(tx, school, 'feed.post_created', {
          postId: row.id,
          clubId: place.club?.id ?? null,
          channel: place.channel,
          authorId: actor.userId,
          mentioned: body.mentionedIds,
        })
        return row.uid
      },
    )
    return { uid, created: true }
  } catch (error) {
    // A concurrent copy of this send won (the unique author/clientId, or its uploads).
    const stored = await postByClientId(db, school, actor.userId, input.clientId)
    if (stored) return { uid: stored, created: false }
    throw error
  }
}

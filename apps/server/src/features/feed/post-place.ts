import { and, eq, isNull, sql } from 'drizzle-orm'
import type { CreatePostBody, FeedChannel } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { AppError, fieldError, forbidden } from '../../platform/errors.ts'
import type { Action } from '../../platform/policies/actions.ts'
import type { Actor, Policies } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { listedClub } from '../clubs/index.ts'

/** Where a new post goes: the school feed (no club) or one channel of an open club. */
export interface PostPlace {
  channel: FeedChannel
  club: { id: number; uid: string; listed: boolean } | null
}

/** The action each channel needs (issue 16 item 1; the widening rules in feed-policies.ts). */
export const ACTION_OF: Record<FeedChannel, Action> = {
  school: 'feed.post_school',
  news: 'feed.post_news',
  discussion: 'feed.post_discussion',
  forum: 'feed.post_discussion',
}

/**
 * Reads where a post goes and checks the author may write there: no `clubId` is the school
 * feed (a `channel` then is a 400); a club post's channel is news unless named. An unknown,
 * archived, moderated or other school's club is a 404 naming `body.clubId`; a writer the
 * policies refuse gets their 403 sentence. Then the fields that depend on the place: a
 * forum thread needs a title and nothing else has one; only a listed (public) club's news
 * may be shared to the school.
 */
export async function postPlace(
  db: DbOrTx,
  policies: Policies,
  school: School,
  actor: Actor,
  body: CreatePostBody,
): Promise<PostPlace> {
  if (!body.clubId && body.channel) {
    throw fieldError('body.channel', 'only a club post has a channel')
  }
  const club = body.clubId ? await openClub(db, school, body.clubId) : null
  const channel: FeedChannel = club ? (body.channel ?? 'news') : 'school'
  const action = ACTION_OF[channel]
  if (!(await policies.can(actor, action, { schoolId: school.id, clubUid: club?.uid }))) {
    throw forbidden(policies.refusal(action))
  }
  checkTitle(channel, body.title)
  if (body.sharedToSchool && !(channel === 'news' && club?.listed)) {
    throw fieldError('body.sharedToSchool', 'only a public club’s news can be shared to the school')
  }
  return { channel, club }
}

/** A forum thread needs a title (issue 16 item 1); a title anywhere else is a mistake. */
export function checkTitle(channel: FeedChannel, title: string | undefined): void {
  if (channel === 'forum' && !title) throw fieldError('body.title', 'a forum thread needs a title')
  if (channel !== 'forum' && title !== undefined) {
    throw fieldError('body.title', 'only a forum thread has a title')
  }
}

async function openClub(db: DbOrTx, school: School, uid: string) {
  const [club] = await db
    .select({ id: clubs.id, uid: clubs.uid, listed: sql<boolean>`(${listedClub})` })
    .from(clubs)
    .where(
      and(
        eq(clubs.schoolId, school.id),
        eq(clubs.uid, uid),
        eq(clubs.status, 'active'),
        isNull(clubs.moderationHiddenAt),
      ),
    )
  if (!club) {
    throw new AppError(404, 'not_found', 'body.clubId: no such club', [
      { path: 'body.clubId', message: 'no such club' },
    ])
  }
  return club
}

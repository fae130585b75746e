import type { DbOrTx } from '../../platform/db/database.ts'
import type { OutboxMessage, SubscriberScope } from '../../platform/outbox/messages.ts'
import { notificationKind, type Recipient } from '../../platform/notification-kinds.ts'
import { payloadText as text } from '../clubs/index.ts'
import {
  authorOfPost,
  conversationOf,
  liveComment,
  mayHear,
  postNotice,
  previewOf,
  type Candidates,
  type PostNotice,
} from './notice-audience.ts'
import './outbox-messages.ts'

/** A notice about a comment: its post's and its own ids, and how the reader is involved. */
type CommentNotice = PostNotice & { commentId: string; role: 'post' | 'reply' | 'thread' }

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    feed_post_liked: PostNotice
    feed_comment_liked: PostNotice & { commentId: string }
    feed_commented: CommentNotice
    feed_forum_comment: CommentNotice
    feed_school_post: PostNotice
    feed_news_posted: PostNotice
    feed_news_by_officer: PostNotice
    feed_group_post: PostNotice
    feed_mentioned_in_post: PostNotice
    feed_mentioned_in_comment: PostNotice & { commentId: string }
  }
}

// The post's page (issue 16, track E), and a comment's anchor on it.
const postLink = (payload: { postId?: unknown; commentId?: unknown }) => {
  const comment = text(payload.commentId)
  return `/posts/${text(payload.postId)}${comment ? `#comment-${comment}` : ''}`
}
const others = (n: number) => `${String(n)} ${n === 1 ? 'other' : 'others'}`
const quoted = (payload: { preview?: unknown }) =>
  text(payload.preview) ? `: ${text(payload.preview)}` : ''
const clubGroup = (role: 'member' | 'officer') => (payload: PostNotice) => ({
  id: text(payload.clubId),
  name: text(payload.clubName),
  role,
})
/** A run of posts in one place: one unread item, "3 new posts in …, the latest from Maya". */
const run = (count: number, where: string, actor: string, one: string) =>
  count > 1 ? `${String(count)} new posts in ${where}, the latest from ${actor}` : one

/** Everyone of `candidates` who may hear of the post from the actor, with the post's notice. */
async function tell(
  tx: DbOrTx,
  post: { postId: number; actorId: number },
  candidates: Candidates,
  except: readonly number[] = [],
): Promise<Recipient<PostNotice>[]> {
  const notice = await postNotice(tx, post.postId)
  if (!notice) return []
  const ids = await mayHear(tx, post.postId, post.actorId, candidates, except)
  return ids.map((userId) => ({ userId, actorId: post.actorId, payload: notice }))
}

/** A new post of the club's `channels` reaches these of its members, except those it mentions. */
function newClubPost(channels: readonly string[], officers: boolean | 'excluded') {
  return ({ payload }: OutboxMessage<'feed.post_created'>, { tx }: SubscriberScope) =>
    !channels.includes(payload.channel) || payload.clubId === null
      ? Promise.resolve([])
      : tell(
          tx,
          { postId: payload.postId, actorId: payload.authorId },
          { clubId: payload.clubId, officers },
          payload.mentioned,
        )
}

/** Those told about a post, told about one of its comments instead (its id and its text). */
const aboutComment = (told: Recipient<PostNotice>[], comment: { uid: string; bodyText: string }) =>
  told.map((r) => ({
    ...r,
    payload: { ...r.payload, commentId: comment.uid, preview: previewOf(comment.bodyText) },
  }))

/**
 * The people in a post's conversation hear of a new comment (spec 3 `commentsOnCommentedPosts`;
 * a forum thread's: `commentsOnForumPost`, never both), except those it mentions, who hear
 * of the mention instead.
 */
async function tellConversation(
  tx: DbOrTx,
  created: {
    commentId: number
    postId: number
    parentId: number | null
    authorId: number
    mentioned: number[]
  },
  forum: boolean,
): Promise<Recipient<CommentNotice>[]> {
  const notice = await postNotice(tx, created.postId)
  const comment = await liveComment(tx, created.commentId)
  if (!notice || !comment || (notice.channel === 'forum') !== forum) return []
  const { postAuthor, commenters } = await conversationOf(tx, created.postId, created.commentId)
  const parentAuthor =
    created.parentId === null ? null : (await liveComment(tx, created.parentId))?.authorId
  const candidates = [...new Set([...(postAuthor === null ? [] : [postAuthor]), ...commenters])]
  const ids = await mayHear(
    tx,
    created.postId,
    created.authorId,
    { ids: candidates },
    created.mentioned,
  )
  return ids.map((userId) => ({
    userId,
    actorId: created.authorId,
    payload: {
      ...notice,
      commentId: comment.uid,
      preview: previewOf(comment.bodyText),
      role: userId === postAuthor ? 'post' : userId === parentAuthor ? 'reply' : 'thread',
    },
  }))
}

const commentText = (actor: string, payload: CommentNotice, count: number) => {
  // A folded run mixes replies and comments: it names the post (the latest payload's role
  // says only how the last one concerned the reader).
  const where = payload.role === 'post' ? 'your post' : 'a post you commented on'
  if (count > 1) return `${String(count)} new comments on ${where}, the latest from ${actor}`
  return payload.role === 'reply'
    ? `${actor} replied to your comment${quoted(payload)}`
    : `${actor} commented on ${where}${quoted(payload)}`
}

/**
 * Issue 16 item 3, spec 3's feed keys. Folded by batch key where a run is the story
 * ("Jonah and 4 others liked your post"); a mention goes under `commentsOnCommentedPosts`
 * (decision 043: being named brings you into the conversation).
 */
export const feedNotificationKinds = [
  notificationKind({
    type: 'feed_post_liked',
    category: 'general',
    setting: 'postLikes',
    text: (actor, payload, count) =>
      count > 1
        ? `${actor} and ${others(count - 1)} liked your post`
        : `${actor} liked your post${quoted(payload)}`,
    link: (_uid, payload) => postLink(payload),
    batchKey: (payload) => `post-likes:${text(payload.postId)}`,
    raisedBy: {
      message: 'feed.post_liked',
      async recipients({ payload }, { tx }) {
        const author = await authorOfPost(tx, payload.postId)
        if (author === null) return []
        return tell(tx, { postId: payload.postId, actorId: payload.userId }, { ids: [author] })
      },
    },
  }),
  notificationKind({
    type: 'feed_comment_liked',
    category: 'general',
    setting: 'commentLikes',
    text: (actor, payload, count) =>
      count > 1
        ? `${actor} and ${others(count - 1)} liked your comment`
        : `${actor} liked your comment${quoted(payload)}`,
    link: (_uid, payload) => postLink(payload),
    batchKey: (payload) => `comment-likes:${text(payload.commentId)}`,
    raisedBy: {
      message: 'feed.comment_liked',
      async recipients({ payload }, { tx }) {
        const comment = await liveComment(tx, payload.commentId)
        if (comment?.authorId == null) return []
        const post = { postId: comment.postId, actorId: payload.userId }
        return aboutComment(await tell(tx, post, { ids: [comment.authorId] }), comment)
      },
    },
  }),
  notificationKind({
    type: 'feed_commented',
    category: 'general',
    setting: 'commentsOnCommentedPosts',
    text: commentText,
    link: (_uid, payload) => postLink(payload),
    batchKey: (payload) => `post-comments:${text(payload.postId)}`,
    raisedBy: {
      message: 'feed.comment_created',
      recipients: ({ payload }, { tx }) => tellConversation(tx, payload, false),
    },
  }),
  notificationKind({
    type: 'feed_forum_comment',
    category: 'groups',
    setting: 'commentsOnForumPost',
    groupRole: 'member',
    group: clubGroup('member'),
    text: (actor, payload, count) =>
      count > 1
        ? `${String(count)} new replies in “${text(payload.title)}”, the latest from ${actor}`
        : `${actor} replied in “${text(payload.title)}”${quoted(payload)}`,
    link: (_uid, payload) => postLink(payload),
    batchKey: (payload) => `forum-comments:${text(payload.postId)}`,
    raisedBy: {
      message: 'feed.comment_created',
      recipients: ({ payload }, { tx }) => tellConversation(tx, payload, true),
    },
  }),
  notificationKind({
    type: 'feed_school_post',
    category: 'general',
    setting: 'schoolFeedPosts',
    text: (actor, payload, count) =>
      run(count, 'the school feed', actor, `${actor} posted in the school feed${quoted(payload)}`),
    link: (_uid, payload) => postLink(payload),
    batchKey: () => 'school-feed',
    raisedBy: {
      message: 'feed.school_post_fanout',
      recipients: ({ payload }, { tx }) =>
        tell(
          tx,
          { postId: payload.postId, actorId: payload.authorId },
          { after: payload.after, upTo: payload.upTo },
          payload.mentioned,
        ),
    },
  }),
  // A club's news: its members hear under `postsOnNews`, its other officers under the
  // officer key `newsCreated` instead (decision 043: one item each, never two).
  notificationKind({
    type: 'feed_news_posted',
    category: 'groups',
    setting: 'postsOnNews',
    groupRole: 'member',
    group: clubGroup('member'),
    text: (actor, payload, count) =>
      run(
        count,
        `${text(payload.clubName)} news`,
        actor,
        `${actor} posted in ${text(payload.clubName)} news${quoted(payload)}`,
      ),
    link: (_uid, payload) => postLink(payload),
    batchKey: (payload) => `club-news:${text(payload.clubId)}`,
    raisedBy: {
      message: 'feed.post_created',
      recipients: newClubPost(['news'], 'excluded'),
    },
  }),
  notificationKind({
    type: 'feed_news_by_officer',
    category: 'groups',
    setting: 'newsCreated',
    groupRole: 'officer',
    group: clubGroup('officer'),
    text: (actor, payload) => `${actor} posted news in ${text(payload.clubName)}${quoted(payload)}`,
    link: (_uid, payload) => postLink(payload),
    batchKey: () => null,
    raisedBy: {
      message: 'feed.post_created',
      recipients: newClubPost(['news'], true),
    },
  }),
  // The club's group feed (spec 3 `postsOnGroupFeed`): its discussion, and new forum threads.
  notificationKind({
    type: 'feed_group_post',
    category: 'groups',
    setting: 'postsOnGroupFeed',
    groupRole: 'member',
    group: clubGroup('member'),
    text: (actor, payload, count) => {
      const club = text(payload.clubName)
      return payload.channel === 'forum'
        ? count > 1
          ? `${String(count)} new threads in ${club}’s forum, the latest from ${actor}`
          : `${actor} started “${text(payload.title)}” in ${club}’s forum`
        : run(
            count,
            `${club}’s discussion`,
            actor,
            `${actor} posted in ${club}’s discussion${quoted(payload)}`,
          )
    },
    link: (_uid, payload) => postLink(payload),
    batchKey: (payload) => `club-${text(payload.channel)}:${text(payload.clubId)}`,
    raisedBy: {
      message: 'feed.post_created',
      recipients: newClubPost(['discussion', 'forum'], false),
    },
  }),
  notificationKind({
    type: 'feed_mentioned_in_post',
    category: 'general',
    setting: 'commentsOnCommentedPosts',
    text: (actor, payload) => `${actor} mentioned you in a post${quoted(payload)}`,
    link: (_uid, payload) => postLink(payload),
    batchKey: () => null,
    raisedBy: {
      message: 'feed.post_created',
      recipients: ({ payload }, { tx }) =>
        tell(tx, { postId: payload.postId, actorId: payload.authorId }, { ids: payload.mentioned }),
    },
  }),
  notificationKind({
    type: 'feed_mentioned_in_comment',
    category: 'general',
    setting: 'commentsOnCommentedPosts',
    text: (actor, payload) => `${actor} mentioned you in a comment${quoted(payload)}`,
    link: (_uid, payload) => postLink(payload),
    batchKey: () => null,
    raisedBy: {
      message: 'feed.comment_created',
      async recipients({ payload }, { tx }) {
        const comment = await liveComment(tx, payload.commentId)
        if (!comment) return []
        const post = { postId: payload.postId, actorId: payload.authorId }
        return aboutComment(await tell(tx, post, { ids: payload.mentioned }), comment)
      },
    },
  }),
]

import * as z from 'zod/mini'
import { Mention } from './mention.ts'
import { Uid } from './chat-requests.ts'
import { Cursor, Page } from './paging.ts'

/*
 * The feed (issue 16, api.md "Feed"): posts in the school feed and in each club's news,
 * discussion and forum, with images, a poll, @mentions, likes and comments with one level
 * of replies. A post's and a comment's `body` is HTML the server sanitised on write (the
 * rich-text allowance of `platform/rich-text.ts`, plus mentions); the web sanitises it
 * again before display. A mention is `<span data-mention="{uid}">@Name</span>` in the
 * body; the server keeps only mentions of schoolmates the author may mention and rewrites
 * their names, and lists them in `mentions`.
 */

/** Sanitised HTML; the plain text inside it is at most POST_TEXT_MAX characters. */
export const POST_BODY_MAX = 20_000
export const POST_TEXT_MAX = 5_000
export const POST_TITLE_MAX = 150
export const POST_IMAGES_MAX = 10
export const COMMENT_BODY_MAX = 4_000
export const COMMENT_TEXT_MAX = 1_000
export const POLL_QUESTION_MAX = 200
export const POLL_OPTION_MAX = 80
export const POLL_OPTIONS_MIN = 2
export const POLL_OPTIONS_MAX = 6
export const FEED_PAGE_DEFAULT = 20
export const FEED_PAGE_MAX = 50
/** Replies shown under each top-level comment before "more replies". */
export const REPLIES_PREVIEW = 3
/** A school's default: this many distinct reports hide a post or comment pending review. */
export const REPORT_HIDE_THRESHOLD_DEFAULT = 3
export const REPORT_HIDE_THRESHOLD_MAX = 50
/** Posts a student may write per hour, and comments per 10 minutes (issue 16 item 5). */
export const POSTS_PER_HOUR = 10
export const COMMENTS_PER_10_MINUTES = 30
/** Mention suggestions answered at once. */
export const MENTION_SUGGESTIONS_MAX = 8

/**
 * Where a post lives: the school feed (staff and admins, students when the school lets
 * them), a club's news (its officers), its discussion (its members, when the club allows)
 * and its forum (threads with a title; its members).
 */
export const FeedChannel = z.enum(['school', 'news', 'discussion', 'forum'])
export type FeedChannel = z.infer<typeof FeedChannel>
export const ClubChannel = z.enum(['news', 'discussion', 'forum'])
export type ClubChannel = z.infer<typeof ClubChannel>

/**
 * home: the school feed and the news and discussion of the student's clubs; school: the
 * school feed (with news its clubs shared to it); club: one club's channel.
 */
export const FeedScope = z.enum(['home', 'school', 'club'])
export type FeedScope = z.infer<typeof FeedScope>

const Limit = z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(FEED_PAGE_MAX)),
  FEED_PAGE_DEFAULT,
)

/** `GET /api/v1/feed`: a club scope names its club and channel (news by default). */
export const FeedQuery = z.object({
  scope: z._default(FeedScope, 'home'),
  clubId: z.optional(Uid),
  channel: z.optional(ClubChannel),
  cursor: z.optional(Cursor),
  limit: Limit,
})
export type FeedQuery = z.infer<typeof FeedQuery>

/** Who wrote it; a deleted account is `{uid: null, firstName: 'Deleted student', lastName: ''}`. */
export const FeedPerson = z.object({
  uid: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.nullable(z.string()),
})
export type FeedPerson = z.infer<typeof FeedPerson>

export const FeedClub = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.nullable(z.string()),
})
export type FeedClub = z.infer<typeof FeedClub>

/** An image as stored (re-encoded WebP) and its preview, at `/media/feed/…`. */
export const PostImage = z.object({
  id: z.string(),
  url: z.string(),
  previewUrl: z.string(),
  width: z.number(),
  height: z.number(),
})
export type PostImage = z.infer<typeof PostImage>

export const PollOption = z.object({
  id: z.string(),
  label: z.string(),
  votes: z.number(),
})
export const Poll = z.object({
  question: z.string(),
  options: z.array(PollOption),
  /** Several options may be chosen. */
  multiple: z.boolean(),
  /** ISO instant after which no vote is taken; null: open while the post is. */
  closesAt: z.nullable(z.string()),
  closed: z.boolean(),
  /** The viewer's chosen option ids (empty for a visitor). */
  myVotes: z.array(z.string()),
  voters: z.number(),
})
export type Poll = z.infer<typeof Poll>

export const Post = z.object({
  id: z.string(),
  channel: FeedChannel,
  /** The club it belongs to; null for a school post. */
  club: z.nullable(FeedClub),
  author: FeedPerson,
  /** A forum thread's title; null elsewhere. */
  title: z.nullable(z.string()),
  body: z.string(),
  images: z.array(PostImage),
  poll: z.nullable(Poll),
  mentions: z.array(Mention),
  /** A public club's news shared to the school feed. */
  sharedToSchool: z.boolean(),
  pinned: z.boolean(),
  createdAt: z.string(),
  /** When the author last changed it; null: never (shown "edited"). */
  editedAt: z.nullable(z.string()),
  likeCount: z.number(),
  commentCount: z.number(),
  liked: z.boolean(),
  /** What the viewer may do (the server decides each call again). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canPin: z.boolean(),
  canComment: z.boolean(),
})
export type Post = z.infer<typeof Post>

/** A page of a feed; the first page of a club channel or the school feed leads with its pinned posts. */
export const FeedPage = z.object({
  ...Page(Post).shape,
  pinned: z.array(Post),
  /**
   * The viewer may post here: the school feed for `home` and `school`, the club's channel
   * for `club` (the composer is shown only then; the server decides each post again).
   */
  canPost: z.boolean(),
})
export type FeedPage = z.infer<typeof FeedPage>

export const FeedComment = z.object({
  id: z.string(),
  postId: z.string(),
  /** The top-level comment it answers; null for a top-level comment. */
  parentId: z.nullable(z.string()),
  author: FeedPerson,
  body: z.string(),
  mentions: z.array(Mention),
  createdAt: z.string(),
  editedAt: z.nullable(z.string()),
  likeCount: z.number(),
  liked: z.boolean(),
  /** Replies to a top-level comment (0 for a reply). */
  replyCount: z.number(),
  /** A top-level comment's first REPLIES_PREVIEW replies, oldest first (empty for a reply). */
  replies: z.array(
    z.object({
      id: z.string(),
      postId: z.string(),
      parentId: z.nullable(z.string()),
      author: FeedPerson,
      body: z.string(),
      mentions: z.array(Mention),
      createdAt: z.string(),
      editedAt: z.nullable(z.string()),
      likeCount: z.number(),
      liked: z.boolean(),
      canEdit: z.boolean(),
      canDelete: z.boolean(),
    }),
  ),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
})
export type FeedComment = z.infer<typeof FeedComment>
export type FeedReply = FeedComment['replies'][number]

/** `GET …/comments`: top-level comments oldest first, or with `parentId` that comment's replies. */
export const CommentsQuery = z.object({
  parentId: z.optional(Uid),
  cursor: z.optional(Cursor),
  limit: Limit,
})
export type CommentsQuery = z.infer<typeof CommentsQuery>
export const CommentsPage = Page(FeedComment)
export type CommentsPage = z.infer<typeof CommentsPage>

/** A retried write with the same `clientId` is the same post or comment. */
const ClientId = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _'))

export const PollInput = z.object({
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(POLL_QUESTION_MAX)),
  options: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(POLL_OPTION_MAX)))
    .check(z.minLength(POLL_OPTIONS_MIN), z.maxLength(POLL_OPTIONS_MAX)),
  multiple: z.optional(z.boolean()),
  closesAt: z.optional(z.iso.datetime({ offset: true })),
})
export type PollInput = z.infer<typeof PollInput>

/**
 * `POST /api/v1/feed/posts`: no `clubId` is the school feed; a club post names its
 * channel (news by default). A forum thread needs a title. `fileIds` are images
 * uploaded through `POST /api/v1/files`.
 */
export const CreatePostBody = z.object({
  body: z.string().check(z.maxLength(POST_BODY_MAX)),
  clubId: z.optional(Uid),
  channel: z.optional(ClubChannel),
  title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(POST_TITLE_MAX))),
  fileIds: z.optional(
    z
      .array(z.string().check(z.regex(/^[0-9a-f]{32}$/, 'not a file id')))
      .check(z.maxLength(POST_IMAGES_MAX)),
  ),
  poll: z.optional(PollInput),
  /** News of a public club also shown in the school feed. */
  sharedToSchool: z.optional(z.boolean()),
  clientId: ClientId,
})
export type CreatePostBody = z.infer<typeof CreatePostBody>

/** `PATCH /api/v1/feed/posts/{id}`: the author changes the text (marked edited). */
export const UpdatePostBody = z.object({
  body: z.optional(z.string().check(z.maxLength(POST_BODY_MAX))),
  title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(POST_TITLE_MAX))),
})
export type UpdatePostBody = z.infer<typeof UpdatePostBody>

/** `PUT /api/v1/feed/posts/{id}/vote`: the chosen option ids (one unless the poll is multiple). */
export const PollVoteBody = z.object({
  optionIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(40)))
    .check(z.maxLength(POLL_OPTIONS_MAX)),
})
export type PollVoteBody = z.infer<typeof PollVoteBody>

export const CreateCommentBody = z.object({
  body: z.string().check(z.maxLength(COMMENT_BODY_MAX)),
  parentId: z.optional(Uid),
  clientId: ClientId,
})
export type CreateCommentBody = z.infer<typeof CreateCommentBody>

export const UpdateCommentBody = z.object({
  body: z.string().check(z.maxLength(COMMENT_BODY_MAX)),
})
export type UpdateCommentBody = z.infer<typeof UpdateCommentBody>

/** `PUT|DELETE …/like` answers the counts after the change. */
export const LikeResult = z.object({ liked: z.boolean(), likeCount: z.number() })
export type LikeResult = z.infer<typeof LikeResult>

/** `GET /api/v1/feed/mentions?q&clubId`: schoolmates the author may mention. */
export const MentionQuery = z.object({
  q: z.string().check(z.trim(), z.maxLength(80)),
  clubId: z.optional(Uid),
})
export type MentionQuery = z.infer<typeof MentionQuery>
export const MentionSuggestion = z.object({
  uid: z.string(),
  name: z.string(),
  photoUrl: z.nullable(z.string()),
})
export type MentionSuggestion = z.infer<typeof MentionSuggestion>
export const MentionSuggestions = z.object({ items: z.array(MentionSuggestion) })

/**
 * `GET /api/v1/clubs/{id}/layout` (spec 7 "club layout"): the tabs the viewer sees on the
 * club's page, in order; Members only for members (and admins), Discussion and Forum only
 * for members, a visitor only About, Events and News of a public club.
 */
export const ClubTab = z.enum(['about', 'events', 'news', 'discussion', 'forum', 'members'])
export type ClubTab = z.infer<typeof ClubTab>
export const ClubLayout = z.object({
  tabs: z.array(z.object({ key: ClubTab, label: z.string() })),
  defaultTab: ClubTab,
})
export type ClubLayout = z.infer<typeof ClubLayout>

/** `/api/v1/feed/posts/{id}` and `/api/v1/feed/comments/{id}`: the public id. */
export const PostParams = z.object({ id: Uid })
export type PostParams = z.infer<typeof PostParams>

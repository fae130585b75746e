import * as z from 'zod/mini'
import { ChatMessage } from './chat.ts'
import { FeedChannel } from './feed.ts'
import { MeetingFrame, MeetingsHello } from './meetings.ts'
import { NotificationItem } from './notifications.ts'

/**
 * The realtime protocol over `/api/v1/realtime?token=<jwt>` (api.md; issue 6 item 3):
 * JSON text frames `{type, ...}`, versioned so an old client is told, not confused.
 */
export const REALTIME_PROTOCOL_VERSION = 1
export const REALTIME_PATH = '/api/v1/realtime'

/** Client pings this often; the server closes a socket silent for twice as long. */
export const HEARTBEAT_INTERVAL_MS = 25_000
/** A client sends at most one typing frame per conversation this often; others see it this long. */
export const TYPING_THROTTLE_MS = 3_000
export const TYPING_VISIBLE_MS = 6_000
/**
 * The server relays at most this many typing frames of one student per TYPING_THROTTLE_MS,
 * across all their conversations and sockets; more are dropped (issue 12 item 4).
 */
export const TYPING_PER_STUDENT = 5
/** Sockets one student may hold on all servers together; the next is closed with `tooManySockets`. */
export const MAX_SOCKETS_PER_STUDENT = 10
/**
 * Frames a socket may send per HEARTBEAT_INTERVAL_MS (a client sends a ping and a typing
 * frame every 3 s at most: about 10); more closes it with `flooding`.
 */
export const MAX_CLIENT_FRAMES_PER_INTERVAL = 100
/** Posts one socket may watch for live counts (a screen holds far fewer). */
export const FEED_WATCH_MAX = 100

/** Close codes (4000-4999 are the application's). */
export const CloseCode = {
  /**
   * The token expired, or its session ended (reason "session ended": logout, a password
   * change, a suspension): get a fresh one, then reconnect — or be signed out.
   */
  unauthorized: 4001,
  /** The client speaks another protocol version: reload the app. */
  unsupportedVersion: 4002,
  /** The server is shutting down: reconnect (to another instance). */
  goingAway: 1001,
  /** No ping for too long. */
  timeout: 4008,
  /** The student already holds MAX_SOCKETS_PER_STUDENT sockets: back off, retry later. */
  tooManySockets: 4029,
  /** More than MAX_CLIENT_FRAMES_PER_INTERVAL frames (1008, policy violation). */
  flooding: 1008,
} as const

// ------------------------------------------------------------ server → client

const Hello = z.object({
  type: z.literal('hello'),
  v: z.number(),
  uid: z.string(),
  /** Each feature's hello fields travel under the feature's name (issue 13 item 5). */
  chat: z.object({
    /**
     * The newest change id among the student's own conversations at connect time (never
     * the school's): a client with nothing cached starts from here (decision 013).
     */
    seq: z.number(),
    unreadTotal: z.number(),
  }),
  meetings: MeetingsHello,
})
const MessageFrame = z.object({
  type: z.literal('message'),
  /** A new, edited or deleted message: clients upsert by id. */
  message: ChatMessage,
})
const TypingFrame = z.object({
  type: z.literal('typing'),
  conversationId: z.number(),
  uid: z.string(),
})
const ReadFrame = z.object({
  type: z.literal('read'),
  conversationId: z.number(),
  uid: z.string(),
  messageId: z.number(),
})
const PresenceFrame = z.object({
  type: z.literal('presence'),
  uid: z.string(),
  online: z.boolean(),
})
const NotificationFrame = z.object({
  type: z.literal('notification'),
  /** Unread notifications after this one arrived (the shell's bell). */
  unreadCount: z.number(),
  notification: z.optional(NotificationItem),
})
const UnreadFrame = z.object({
  type: z.literal('unread'),
  conversationId: z.number(),
  count: z.number(),
  /** Unread messages there that @mention the student. */
  mentions: z._default(z.number(), 0),
  total: z.number(),
})
/** Membership changed (added to, or left, a conversation): refetch the list. */
const ConversationFrame = z.object({
  type: z.literal('conversation'),
  conversationId: z.number(),
})
/** The student deleted a message for themself on another device: drop it here too. */
const HiddenFrame = z.object({
  type: z.literal('hidden'),
  conversationId: z.number(),
  messageId: z.number(),
})
/** The school's settings changed (issue 14): clients re-read the school (theme, menu, sections). */
const SchoolFrame = z.object({ type: z.literal('school') })
/**
 * Issue 16: a post appeared in a feed the student reads (the home page counts "n new
 * posts" and fetches them when the reader asks; never inserted under their thumb).
 */
const FeedPostFrame = z.object({
  type: z.literal('feed.post'),
  postId: z.string(),
  channel: FeedChannel,
  clubId: z.nullable(z.string()),
  sharedToSchool: z.boolean(),
  authorUid: z.string(),
})
/** A watched post's counts changed, or it was edited, removed or commented (refetch what is open). */
const FeedUpdateFrame = z.object({
  type: z.literal('feed.update'),
  postId: z.string(),
  likeCount: z.number(),
  commentCount: z.number(),
  /** edited: its text or poll changed; removed: deleted or hidden; comment: a comment came, changed or went. */
  change: z.enum(['counts', 'edited', 'removed', 'comment']),
})
/**
 * Issue 30 debt 2: a moderator hid a profile (its photo and bio) or a club: open pages of
 * the school read again what they show. Ids are uids, as the pages know them.
 */
const ModerationHiddenFrame = z.object({
  type: z.literal('moderation.hidden'),
  subject: z.enum(['profile', 'club']),
  id: z.string(),
})
const Pong = z.object({ type: z.literal('pong') })
const ErrorFrame = z.object({ type: z.literal('error'), message: z.string() })

export const ServerFrame = z.discriminatedUnion('type', [
  Hello,
  MessageFrame,
  TypingFrame,
  ReadFrame,
  PresenceFrame,
  NotificationFrame,
  UnreadFrame,
  ConversationFrame,
  HiddenFrame,
  MeetingFrame,
  SchoolFrame,
  FeedPostFrame,
  FeedUpdateFrame,
  ModerationHiddenFrame,
  Pong,
  ErrorFrame,
])
export type ServerFrame = z.infer<typeof ServerFrame>

// ------------------------------------------------------------ client → server

export const ClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversationId: z.number() }),
  z.object({ type: z.literal('ping') }),
  /**
   * Issue 16: the posts on the student's screen (at most FEED_WATCH_MAX; replaces the
   * previous set): their `feed.update` frames come to this socket.
   */
  z.object({
    type: z.literal('feed.watch'),
    postIds: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(FEED_WATCH_MAX)),
  }),
])
export type ClientFrame = z.infer<typeof ClientFrame>

/** Parses one text frame; null for anything that is not a valid frame of `schema`. */
export function parseFrame<T>(schema: z.ZodMiniType<T>, text: string): T | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  const result = z.safeParse(schema, value)
  return result.success ? result.data : null
}

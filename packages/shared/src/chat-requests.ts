import * as z from 'zod/mini'
import {
  CHANNEL_NAME_MAX,
  ChannelPosting,
  CONVERSATION_NAME_MAX,
  HISTORY_PAGE_DEFAULT,
  HISTORY_PAGE_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_FILES_MAX,
  MESSAGE_MENTIONS_MAX,
  VOICE_NOTE_MAX_MS,
  Waveform,
} from './chat.ts'
import { Cursor } from './paging.ts'

/*
 * What the web sends to the chat routes (issue 13 item 9): the server validates with these,
 * the web types its payloads with `z.input<typeof X>`.
 */

/** A row id in a path or query (numbers arrive as text). */
export const RowId = z.coerce
  .number()
  .check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))
/** A student's public id. */
export const Uid = z.string().check(z.minLength(1), z.maxLength(64))

/** `GET /api/v1/chat/conversations`: the one paging contract, and a name filter. */
export const ConversationsQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
  cursor: z.optional(Cursor),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
})

/**
 * `POST /api/v1/files?durationMs=…&waveform=…`: a voice note's length and waveform, as the
 * recording browser measured them; required when the bytes are audio, ignored otherwise.
 */
export const UploadQuery = z.object({
  durationMs: z.optional(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(VOICE_NOTE_MAX_MS)),
  ),
  waveform: z.optional(Waveform),
})

/** `GET /api/v1/chat/mentions`: the viewer's mentions, newest first, older pages below `before`. */
export const MentionsQuery = z.object({
  before: z.optional(RowId),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
})

/** Shortest and longest search in chat (issue 35 item 7). */
export const CHAT_SEARCH_MIN = 2
export const CHAT_SEARCH_MAX = 100

/**
 * `GET /api/v1/chat/search`: words in the student's conversations, or in one
 * (`conversationId`), newest first, paged by `before` as history is.
 */
export const ChatSearchQuery = z.object({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(CHAT_SEARCH_MIN, `at least ${String(CHAT_SEARCH_MIN)} characters`),
      z.maxLength(CHAT_SEARCH_MAX),
    ),
  conversationId: z.optional(RowId),
  before: z.optional(RowId),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
})

/** `GET .../messages`: api.md's `before` (the id older pages start below) and `limit`. */
export const HistoryQuery = z.object({
  before: z.optional(RowId),
  /** One thread (issue 35 item 2): the message that started it, then its replies. */
  thread: z.optional(RowId),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(HISTORY_PAGE_MAX)),
    HISTORY_PAGE_DEFAULT,
  ),
})

export const StartConversationBody = z.object({
  participantUids: z.array(Uid).check(z.minLength(1), z.maxLength(1000)),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(CONVERSATION_NAME_MAX))),
})

/**
 * The members a message @mentions (issue 35 item 3), by uid: each must be written `@{their
 * name}` in the body (`writtenMentions`); the server keeps only members who may be mentioned.
 */
const MentionUids = z._default(z.array(Uid).check(z.maxLength(MESSAGE_MENTIONS_MAX)), [])

export const SendMessageBody = z.object({
  body: z._default(z.string().check(z.trim(), z.maxLength(MESSAGE_BODY_MAX)), ''),
  /** Makes a retry idempotent (api.md). */
  clientId: z
    .string()
    .check(z.minLength(8), z.maxLength(64), z.regex(/^[\w-]+$/, 'letters, digits, - and _ only')),
  fileIds: z._default(
    z
      .array(z.string().check(z.regex(/^[0-9a-f]{32}$/, 'not a file id')))
      .check(z.maxLength(MESSAGE_FILES_MAX)),
    [],
  ),
  /** The message this one answers (issue 35 item 2): one of the same conversation. */
  replyToId: z.optional(RowId),
  mentions: MentionUids,
  /**
   * The message this one forwards (issue 35 item 10): one of a conversation the sender is
   * in; the server copies its text and files, so `body` and `fileIds` stay empty.
   */
  forwardOf: z.optional(RowId),
  /**
   * The thread it replies in (issue 35 item 2, decision 096): a message of the same group or
   * channel that is not itself a thread's reply.
   */
  threadId: z.optional(RowId),
  /** A thread's reply also shown in the conversation ("also send to the conversation"). */
  alsoInConversation: z._default(z.boolean(), false),
})

export const EditMessageBody = z.object({
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_BODY_MAX)),
  mentions: MentionUids,
})

export const MuteBody = z.object({ muted: z.boolean() })

/** A channel's name: what a club calls it (decision 092). */
export const ChannelName = z
  .string()
  .check(z.trim(), z.minLength(1, 'is empty'), z.maxLength(CHANNEL_NAME_MAX))

/** `POST /api/v1/clubs/{uid}/channels`: an officer opens a channel. */
export const CreateChannelBody = z.object({
  name: ChannelName,
  posting: z._default(ChannelPosting, 'members'),
})

/** `PATCH /api/v1/chat/channels/{id}`: rename, who posts, archive or bring back. */
export const UpdateChannelBody = z.object({
  name: z.optional(ChannelName),
  posting: z.optional(ChannelPosting),
  archived: z.optional(z.boolean()),
})

export const AddParticipantsBody = z.object({
  uids: z.array(Uid).check(z.minLength(1), z.maxLength(1000)),
})

/** `POST .../read`: the message read up to. */
export const ReadBody = z.object({ messageId: RowId })
/** ... and where the viewer's read pointer stands after it. */
export const ReadPointer = z.object({ lastReadMessageId: z.number() })
export type ReadPointer = z.infer<typeof ReadPointer>

/** `PATCH /api/v1/chat/settings`: either switch, nothing else. */
export const ChatSettingsPatch = z.strictObject({
  readReceipts: z.optional(z.boolean()),
  typingIndicators: z.optional(z.boolean()),
})

/** `GET /api/v1/chat/sync`: every change after the seq `after`, `limit` at most. */
export const SyncQuery = z.object({
  after: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 200),
})

/** A thread the student follows in one conversation, and its replies they have not read. */
export const FollowedThread = z.object({ rootId: z.number(), unread: z.number() })
export type FollowedThread = z.infer<typeof FollowedThread>

/**
 * The threads the student follows in a conversation (they started the message or replied):
 * those with unread replies, newest reply first (decision 096).
 */
export const FollowedThreadList = z.object({ items: z.array(FollowedThread) })
export type FollowedThreadList = z.infer<typeof FollowedThreadList>

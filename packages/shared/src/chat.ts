import * as z from 'zod/mini'
import { Mention } from './mention.ts'
import { Page } from './paging.ts'
import { ChatLinkPreview } from './chat-links.ts'

/**
 * Chat contracts (issue 6; api.md "Chat and realtime"). The spec names the endpoints
 * but not their shapes; these are the shapes, shared by server, web and benchmarks.
 */

/** Longest message body, in characters. */
export const MESSAGE_BODY_MAX = 4000
/** Longest group name. */
export const CONVERSATION_NAME_MAX = 80
/** Files one message may carry. */
export const MESSAGE_FILES_MAX = 10
/** History page size: default and most. */
export const HISTORY_PAGE_DEFAULT = 30
export const HISTORY_PAGE_MAX = 100
/** Chat attachments: most bytes per file (issue 6 "size and type limits"). */
export const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024
/** What the bytes of an attachment may be (sniffed on the server, never trusted from the client). */
export const CHAT_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
]
/** Voice notes (issue 35 item 8): the longest, in milliseconds. */
export const VOICE_NOTE_MAX_MS = 5 * 60_000
/** What a voice note's bytes may be: what browsers' MediaRecorder writes (Opus or AAC). */
export const VOICE_NOTE_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4']
/**
 * A voice note's waveform: WAVEFORM_BARS levels of loudness, each 0-31, as one character
 * each of `0-9a-v` (base 32), measured by the recording browser.
 */
export const WAVEFORM_BARS = 48
export const Waveform = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[0-9a-v]{${String(WAVEFORM_BARS)}}$`),
      `must be ${String(WAVEFORM_BARS)} levels, 0-9 and a-v`,
    ),
  )

/** Longest reason a student may give when reporting a message. */
export const REPORT_REASON_MAX = 500

export const ChatPerson = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.nullable(z.string()),
})
export type ChatPerson = z.infer<typeof ChatPerson>

export const ChatFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** Pixel size of images; null for documents. */
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  /** True when a small preview exists (`GET /api/v1/files/{id}?variant=preview`). */
  hasPreview: z.boolean(),
  /** A voice note's length (issue 35 item 8); null for other files. */
  durationMs: z._default(z.nullable(z.number()), null),
  /** A voice note's loudness over time (`Waveform`); null for other files. */
  waveform: z._default(z.nullable(z.string()), null),
})
export type ChatFile = z.infer<typeof ChatFile>

/** Kinds of reaction one message may gather (issue 35 item 1), as Slack and Discord cap them. */
export const REACTION_KINDS_MAX = 20

/**
 * One reaction: a single emoji as Unicode spells it (an RGI emoji sequence, skin tones and
 * ZWJ sequences included), drawn by the device's own font. Nothing else: no text, no
 * custom images, no two emoji in one.
 */
export const ReactionEmoji = z
  .string()
  .check(z.maxLength(40), z.regex(/^\p{RGI_Emoji}$/v, 'must be one emoji'))

/** One kind of reaction on a message: who gave it, first to last (the viewer is among them when theirs). */
export const ChatReaction = z.object({
  emoji: z.string(),
  count: z.number(),
  uids: z.array(z.string()),
})
export type ChatReaction = z.infer<typeof ChatReaction>

/** How much of the original a reply quotes, in characters. */
export const REPLY_QUOTE_MAX = 140

/** The message a reply answers, as the reply quotes it (issue 35 item 2). */
export const ChatReplyTo = z.object({
  id: z.number(),
  sender: ChatPerson,
  /** The start of its text (REPLY_QUOTE_MAX); empty once deleted. */
  body: z.string(),
  /** It carried files: a quote of a photo alone says so. */
  hasFiles: z.boolean(),
  /** Deleted (or hidden) since: the reply stays and says so. */
  deleted: z.boolean(),
})
export type ChatReplyTo = z.infer<typeof ChatReplyTo>

/**
 * A thread's summary on the message that started it (issue 35 item 2, decision 096): how
 * many replies (deleted ones aside), when the last came, and up to three who replied.
 */
export const ThreadSummary = z.object({
  replies: z.number(),
  lastReplyAt: z.string(),
  people: z.array(ChatPerson),
})
export type ThreadSummary = z.infer<typeof ThreadSummary>

/** Most people a thread's summary shows. */
export const THREAD_PEOPLE_SHOWN = 3

/** Most people one message may @mention. */
export const MESSAGE_MENTIONS_MAX = 50

export const ChatMessage = z.object({
  /** Orders messages (architecture.md: bigserial); history pages by it. */
  id: z.number(),
  /** Moves forward on every change (send, edit, delete); clients catch up by it. */
  seq: z.number(),
  conversationId: z.number(),
  sender: ChatPerson,
  /** The sender's idempotency key. */
  clientId: z.string(),
  /** Plain text; links are found and rendered by clients, never as HTML. Empty once deleted. */
  body: z.string(),
  files: z.array(ChatFile),
  createdAt: z.string(),
  editedAt: z.nullable(z.string()),
  deletedAt: z.nullable(z.string()),
  /**
   * Reactions by kind, in the order each kind was first given; none once deleted. Absent
   * from answers a device kept before reactions existed (the offline cache), hence the default.
   */
  reactions: z._default(z.array(ChatReaction), []),
  /** The message this one answers; null for none (and in answers kept before replies existed). */
  replyTo: z._default(z.nullable(ChatReplyTo), null),
  /**
   * The members it @mentions (issue 35 item 3), each written `@{name}` in the body; none once
   * deleted (and in answers kept before mentions existed).
   */
  mentions: z._default(z.array(Mention), []),
  /** Forwarded from another conversation (issue 35 item 10): its bubble says so. */
  forwarded: z._default(z.boolean(), false),
  /**
   * An officer's `@channel` (every member) or `@here` (those online) in a club channel
   * (issue 35 item 3), written so in the body; null otherwise.
   */
  broadcast: z._default(z.nullable(z.enum(['channel', 'here'])), null),
  /** The thread it replies in (issue 35 item 2): the message that started it; null for none. */
  threadId: z._default(z.nullable(z.number()), null),
  /**
   * Shown in the conversation's history: every message but a thread's reply, unless its
   * sender also sent it to the conversation.
   */
  inConversation: z._default(z.boolean(), true),
  /** Replies in a thread started by this message; null while it has none. */
  thread: z._default(z.nullable(ThreadSummary), null),
  /**
   * Its first link's preview (issue 35 item 6), added by the server after the send; null for
   * none yet, none at all, removed by the sender, or deleted.
   */
  linkPreview: z._default(z.nullable(ChatLinkPreview), null),
})
export type ChatMessage = z.infer<typeof ChatMessage>

/** A 1:1, a group, or a club's channel (issue 35 item 9). */
export const ConversationKind = z.enum(['direct', 'group', 'channel'])
export type ConversationKind = z.infer<typeof ConversationKind>

/** Longest channel name. */
export const CHANNEL_NAME_MAX = 40
/** Most channels one club may have open (archived ones not counted). */
export const CLUB_CHANNELS_MAX = 20

/** Who may post in a channel: every member, or its club's officers only (Announcements). */
export const ChannelPosting = z.enum(['members', 'officers'])
export type ChannelPosting = z.infer<typeof ChannelPosting>

/** What a channel adds to its conversation (decision 092). */
export const ChannelInfo = z.object({
  club: z.object({ uid: z.string(), name: z.string() }),
  posting: ChannelPosting,
  /** Archived: its history stays, read-only. */
  archived: z.boolean(),
  /** The viewer may post here now. */
  canPost: z.boolean(),
  /** The viewer is one of the club's officers: `@channel` and `@here` are theirs. */
  officer: z._default(z.boolean(), false),
  /** The viewer may create, rename, archive and set posting (the club's officers, admins). */
  canManage: z.boolean(),
})
export type ChannelInfo = z.infer<typeof ChannelInfo>

export const Conversation = z.object({
  id: z.number(),
  kind: ConversationKind,
  /** A group's name; null for a 1:1, whose title is the other student's name. */
  name: z.nullable(z.string()),
  /** The other participants (not the viewer), the first few for a group. */
  participants: z.array(ChatPerson),
  participantCount: z.number(),
  lastMessage: z.nullable(ChatMessage),
  unreadCount: z.number(),
  /** Of those, the ones that @mention the viewer (issue 35 item 3): the list's "@" mark. */
  unreadMentions: z._default(z.number(), 0),
  /** Id of the last message the viewer has read. */
  lastReadMessageId: z.number(),
  muted: z.boolean(),
  /** A 1:1 whose other student is online now (presence); false for groups. */
  online: z.boolean(),
  /** The most recent activity, ISO time: the list's order. */
  activityAt: z.string(),
  /** A club channel's club and rules; null for a 1:1 or a group. */
  channel: z._default(z.nullable(ChannelInfo), null),
  /** Messages pinned in it (issue 35 item 5); counted for one conversation, 0 in lists. */
  pinnedCount: z._default(z.number(), 0),
  /** The viewer may pin and unpin here (a 1:1's two, a group's creator, a channel's officers). */
  canPin: z._default(z.boolean(), false),
})
export type Conversation = z.infer<typeof Conversation>

/** Most messages one conversation keeps pinned. */
export const PINS_MAX = 50

/** A pinned message, who pinned it (null once their account is gone) and when. */
export const PinnedMessage = z.object({
  message: ChatMessage,
  pinnedBy: z.nullable(ChatPerson),
  pinnedAt: z.string(),
})
export type PinnedMessage = z.infer<typeof PinnedMessage>

/** `GET /api/v1/chat/conversations/{id}/pins`: the latest pin first. */
export const PinList = z.object({ items: z.array(PinnedMessage) })
export type PinList = z.infer<typeof PinList>

/** A channel as its officers change it: the answer of creating or changing one. */
export const ChannelSummary = z.object({
  id: z.number(),
  name: z.string(),
  club: z.object({ uid: z.string(), name: z.string() }),
  posting: ChannelPosting,
  archived: z.boolean(),
})
export type ChannelSummary = z.infer<typeof ChannelSummary>

/**
 * `GET /api/v1/chat/channels`: the viewer's clubs that have channels, by club name, each
 * club's channels open first and by name (the chat list's "Clubs" part).
 */
export const ChannelList = z.object({
  clubs: z.array(
    z.object({
      club: z.object({ uid: z.string(), name: z.string() }),
      channels: z.array(Conversation),
    }),
  ),
})
export type ChannelList = z.infer<typeof ChannelList>

/** The one paging contract (decision 025). */
export const ConversationList = Page(Conversation)
export type ConversationList = z.infer<typeof ConversationList>

export const MessagePage = z.object({
  /** Newest first. */
  items: z.array(ChatMessage),
  /** Pass as `before` for older messages; null when there are none. */
  nextBefore: z.nullable(z.number()),
})
export type MessagePage = z.infer<typeof MessagePage>

/** A message with where it was said: a mention of the viewer (item 3), a search hit (item 7). */
export const MessageInConversation = z.object({
  message: ChatMessage,
  conversation: z.object({
    id: z.number(),
    kind: ConversationKind,
    /** A group's or channel's name; null for a 1:1 (titled by the sender). */
    name: z.nullable(z.string()),
  }),
})
export type MessageInConversation = z.infer<typeof MessageInConversation>
/** A message that @mentions the viewer, with where it was said (issue 35 item 3). */
export const MentionedMessage = MessageInConversation
export type MentionedMessage = MessageInConversation

/** `GET /api/v1/chat/mentions`: newest first; `nextBefore` as history's. */
export const MentionPage = z.object({
  items: z.array(MentionedMessage),
  nextBefore: z.nullable(z.number()),
})
export type MentionPage = z.infer<typeof MentionPage>

/** `GET /api/v1/chat/search`: matching messages, newest first; `nextBefore` as history's. */
export const MessageSearchPage = z.object({
  items: z.array(MessageInConversation),
  nextBefore: z.nullable(z.number()),
})
export type MessageSearchPage = z.infer<typeof MessageSearchPage>

export const SyncPage = z.object({
  /** Every change after `after`, oldest first (by seq). */
  items: z.array(ChatMessage),
  /** The last seq included; pass it back as `after`. */
  lastSeq: z.number(),
  hasMore: z.boolean(),
})
export type SyncPage = z.infer<typeof SyncPage>

export const ParticipantList = z.object({
  items: z.array(
    z.object({
      person: ChatPerson,
      joinedAt: z.string(),
      /** Where this participant has read up to, when they share read receipts. */
      lastReadMessageId: z.nullable(z.number()),
    }),
  ),
})
export type ParticipantList = z.infer<typeof ParticipantList>

export const UnreadSummary = z.object({
  /** Unread messages in conversations that are not muted: the shell's Chat badge. */
  total: z.number(),
  conversations: z.array(z.object({ conversationId: z.number(), count: z.number() })),
})
export type UnreadSummary = z.infer<typeof UnreadSummary>

export const ChatPreferences = z.object({
  /** Others see how far this student has read. */
  readReceipts: z.boolean(),
  /** Others see when this student is typing. */
  typingIndicators: z.boolean(),
})
export type ChatPreferences = z.infer<typeof ChatPreferences>

/** What the school allows (issue 6 "a school-wide switch"); clients hide what is off. */
export const ChatSchoolSettings = z.object({
  readReceipts: z.boolean(),
  typingIndicators: z.boolean(),
  groupLimit: z.number(),
})
export type ChatSchoolSettings = z.infer<typeof ChatSchoolSettings>

export const ChatSettingsResponse = z.object({
  preferences: ChatPreferences,
  school: ChatSchoolSettings,
})
export type ChatSettingsResponse = z.infer<typeof ChatSettingsResponse>

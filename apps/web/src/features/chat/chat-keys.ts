/*
 * Where chat lives in the TanStack Query cache. The realtime client writes there and the
 * chat section reads it; this file has no imports so the shell's badge can use it cheaply.
 */
export const chatKeys = {
  all: ['chat'] as const,
  /** The shell's Chat badge: unread messages in conversations that are not muted. */
  unreadTotal: ['chat', 'unreadTotal'] as const,
  lists: ['chat', 'conversations'] as const,
  /** The student's club channels, by club (issue 35 item 9). */
  channels: ['chat', 'channels'] as const,
  list: (q: string) => ['chat', 'conversations', q] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  messages: (id: number) => ['chat', 'messages', id] as const,
  outbox: (id: number) => ['chat', 'outbox', id] as const,
  participants: (id: number) => ['chat', 'participants', id] as const,
  typing: (id: number) => ['chat', 'typing', id] as const,
  settings: ['chat', 'settings'] as const,
  /** Messages matching a search, in every conversation or in one (issue 35 item 7). */
  search: (q: string, conversationId?: number) =>
    ['chat', 'search', conversationId ?? 'all', q] as const,
  /** A conversation's pinned messages (issue 35 item 5). */
  pins: (id: number) => ['chat', 'pins', id] as const,
  /** One thread: its starter and replies, as a history (issue 35 item 2, decision 096). */
  thread: (id: number, rootId: number) => ['chat', 'thread', id, rootId] as const,
  /** The threads the student follows in a conversation with unread replies. */
  threads: (id: number) => ['chat', 'threads', id] as const,
  /** The student's mentions (issue 35 item 3), newest first. */
  mentions: ['chat', 'mentions'] as const,
}

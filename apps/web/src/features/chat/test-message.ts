import type { ChatMessage } from '@quad/shared'

/** A chat message for unit tests: id and seq given, everything else plausible. */
export function testMessage(
  id: number,
  seq: number,
  overrides: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id,
    seq,
    conversationId: 1,
    sender: { uid: 'a', firstName: 'A', lastName: 'B', photoUrl: null },
    clientId: `client-${String(id)}`,
    body: `message ${String(id)}`,
    files: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    editedAt: null,
    deletedAt: null,
    reactions: [],
    replyTo: null,
    mentions: [],
    forwarded: false,
    broadcast: null,
    threadId: null,
    inConversation: true,
    thread: null,
    linkPreview: null,
    ...overrides,
  }
}

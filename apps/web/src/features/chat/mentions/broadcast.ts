import { BROADCAST_MENTIONS, type ChatMessage, type Mention } from '@quad/shared'

/**
 * A message's mentions with its `@channel` or `@here` (issue 35 item 3) among them, so the
 * bubble marks the word as it marks a name: addressed to the reader.
 */
export function withBroadcast(message: Pick<ChatMessage, 'mentions' | 'broadcast'>): Mention[] {
  if (!message.broadcast) return message.mentions
  const addressed = BROADCAST_MENTIONS.filter((b) => b.broadcast === message.broadcast)
  return [...message.mentions, ...addressed.map(({ uid, name }) => ({ uid, name }))]
}

/** What a channel's officer may write besides names: `@channel` and `@here`, explained. */
export function broadcastSuggestions(
  describe: (broadcast: 'channel' | 'here') => string,
): { uid: string; name: string; photoUrl: null; note: string }[] {
  return BROADCAST_MENTIONS.map(({ uid, name, broadcast }) => ({
    uid,
    name,
    photoUrl: null,
    note: describe(broadcast),
  }))
}

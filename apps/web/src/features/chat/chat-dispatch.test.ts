import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Conversation, ConversationList } from '@quad/shared'
import { countArrival } from './chat-dispatch.ts'
import { chatKeys } from './chat-keys.ts'

function conversation(id: number, muted: boolean): Conversation {
  return {
    id,
    kind: 'direct',
    name: null,
    participants: [],
    participantCount: 2,
    lastMessage: null,
    unreadCount: 2,
    unreadMentions: 0,
    lastReadMessageId: 0,
    muted,
    online: false,
    activityAt: '2026-01-01T00:00:00.000Z',
    channel: null,
    pinnedCount: 0,
    canPin: false,
  }
}

function cacheWith(...items: Conversation[]): QueryClient {
  const client = new QueryClient()
  client.setQueryData<ConversationList>(chatKeys.list(''), { items, nextCursor: null })
  client.setQueryData(chatKeys.unreadTotal, 5)
  return client
}

const unreadOf = (client: QueryClient, id: number) =>
  client.getQueryData<ConversationList>(chatKeys.list(''))?.items.find((c) => c.id === id)
    ?.unreadCount

describe('countArrival', () => {
  it('counts a new message in its conversation and in the badge', () => {
    const client = cacheWith(conversation(1, false))
    expect(countArrival(client, 1)).toBe(true)
    expect(unreadOf(client, 1)).toBe(3)
    expect(client.getQueryData(chatKeys.unreadTotal)).toBe(6)
  })

  it('leaves the badge alone for a muted conversation', () => {
    const client = cacheWith(conversation(1, true))
    expect(countArrival(client, 1)).toBe(true)
    expect(unreadOf(client, 1)).toBe(3)
    expect(client.getQueryData(chatKeys.unreadTotal)).toBe(5)
  })

  it('declines a conversation no list holds, so the caller asks the server', () => {
    const client = cacheWith(conversation(1, false))
    expect(countArrival(client, 2)).toBe(false)
    expect(client.getQueryData(chatKeys.unreadTotal)).toBe(5)
  })
})

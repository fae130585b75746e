import { describe, expect, it } from 'vitest'
import { testMessage } from './test-message.ts'
import { firstUnreadId, messageRows, seenMessageId } from './message-rows.ts'

function message(id: number, uid: string, createdAt: Date) {
  const sender = { uid, firstName: uid, lastName: 'X', photoUrl: null }
  return testMessage(id, id, { sender, createdAt: createdAt.toISOString() })
}

const messages = [
  message(1, 'me', new Date(2026, 10, 19, 10)),
  message(2, 'jo', new Date(2026, 10, 19, 11)),
  message(3, 'jo', new Date(2026, 10, 19, 12)),
  message(4, 'jo', new Date(2026, 10, 20, 9)),
  message(5, 'me', new Date(2026, 10, 20, 10)),
]

describe('messageRows', () => {
  it('puts a separator before each day and names senders once per run in groups', () => {
    const rows = messageRows(messages, 'me', true)
    expect(
      rows.map((row) =>
        row.kind === 'message' ? `${String(row.key)}${row.showSender ? '*' : ''}` : row.kind,
      ),
    ).toEqual(['day', '1', '2*', '3', 'day', '4*', '5'])
  })

  it('puts "New messages" before the first message others wrote after the read point', () => {
    const first = firstUnreadId(messages, 'me', 1)
    expect(first).toBe(2)
    expect(firstUnreadId(messages, 'me', 4)).toBeNull()
    const rows = messageRows(messages, 'me', false, first).map((row) => row.kind)
    expect(rows).toEqual([
      'day',
      'message',
      'unread',
      'message',
      'message',
      'day',
      'message',
      'message',
    ])
  })

  it('never names senders in a 1:1', () => {
    expect(
      messageRows(messages, 'me', false).some((row) => row.kind === 'message' && row.showSender),
    ).toBe(false)
  })
})

describe('seenMessageId', () => {
  it('marks the newest own message once the other has read that far', () => {
    expect(seenMessageId(messages, 'me', 5)).toBe(5)
    expect(seenMessageId(messages, 'me', 4)).toBe(null)
    expect(seenMessageId(messages, 'me', null)).toBe(null)
  })
})

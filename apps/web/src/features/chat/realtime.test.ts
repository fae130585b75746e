import type { SyncPage } from '@quad/shared'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import type { HelloFrame } from '../../lib/realtime/registry.ts'
import { chatRealtime } from './realtime.ts'
import { testMessage } from './test-message.ts'

vi.mock('../../lib/http/bearer-client.ts', () => ({ bearerRequestJson: vi.fn() }))

const hello = (seq: number) =>
  ({ type: 'hello', v: 1, uid: 'me', chat: { seq, unreadTotal: 0 } }) as unknown as HelloFrame

/** The sync endpoint's answers, in order; records each `after` it was asked for. */
function syncAnswers(...pages: SyncPage[]): string[] {
  const asked: string[] = []
  vi.mocked(bearerRequestJson).mockImplementation((url: string) => {
    asked.push(url)
    return Promise.resolve(pages.shift() ?? { items: [], lastSeq: 0, hasMore: false })
  })
  return asked
}

afterEach(() => {
  vi.mocked(bearerRequestJson).mockReset()
})

describe('the chat catch-up cursor (decision 061)', () => {
  it('resumes from what the server settled, never from a live frame', async () => {
    const asked = syncAnswers({ items: [testMessage(7, 20)], lastSeq: 20, hasMore: false })
    const chat = chatRealtime(new QueryClient())
    await chat.onHello?.(hello(10))
    // A live frame with a higher seq may have overtaken a change still committing.
    chat.frames?.message?.({ type: 'message', message: testMessage(9, 50) })
    await chat.onHello?.(hello(99))
    // The next catch-up starts where the last one ended.
    await chat.onHello?.(hello(99))
    expect(asked).toEqual(['/api/v1/chat/sync?after=10', '/api/v1/chat/sync?after=20'])
    chat.stop?.()
  })
})

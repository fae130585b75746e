import type { ChatMessage, SyncPage } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import { catchUp, CATCH_UP_MAX_PAGES } from './catch-up.ts'
import { testMessage } from './test-message.ts'

const message = (id: number, seq: number) => testMessage(id, seq)

/** A server's sync answer over a fixed list of changes, `size` at a time, like the real one. */
function server(changes: ChatMessage[], size: number) {
  const asked: number[] = []
  const fetchPage = (after: number): Promise<SyncPage> => {
    asked.push(after)
    const later = changes.filter((m) => m.seq > after)
    const items = later.slice(0, size)
    return Promise.resolve({
      items,
      lastSeq: items.at(-1)?.seq ?? after,
      hasMore: later.length > size,
    })
  }
  return { fetchPage, asked }
}

describe('catchUp', () => {
  it('reads page after page while there is more, and returns the last seq', async () => {
    const changes = [message(1, 11), message(2, 12), message(1, 15), message(3, 17), message(4, 20)]
    const { fetchPage, asked } = server(changes, 2)
    const applied: number[] = []
    const reached = await catchUp(10, fetchPage, (items) =>
      applied.push(...items.map((m) => m.seq)),
    )
    expect(applied).toEqual([11, 12, 15, 17, 20])
    expect(asked).toEqual([10, 12, 17])
    expect(reached).toBe(20)
  })

  it('keeps its place when nothing happened', async () => {
    const { fetchPage, asked } = server([message(1, 5)], 10)
    const applied: ChatMessage[] = []
    expect(await catchUp(5, fetchPage, (items) => applied.push(...items))).toBe(5)
    expect(applied).toEqual([])
    expect(asked).toEqual([5])
  })

  it('stops when an answer claims more but does not move forward', async () => {
    let calls = 0
    const stuck = (after: number): Promise<SyncPage> => {
      calls += 1
      return Promise.resolve({ items: [], lastSeq: after, hasMore: true })
    }
    expect(await catchUp(7, stuck, () => undefined)).toBe(7)
    expect(calls).toBe(1)
  })

  it('reads at most a bounded number of pages in one go', async () => {
    const changes = Array.from({ length: CATCH_UP_MAX_PAGES + 5 }, (_, i) => message(i + 1, i + 1))
    const { fetchPage } = server(changes, 1)
    expect(await catchUp(0, fetchPage, () => undefined)).toBe(CATCH_UP_MAX_PAGES)
  })

  it('passes a failure on, so the caller retries from the same seq', async () => {
    const failing = () => Promise.reject(new Error('offline'))
    await expect(catchUp(3, failing, () => undefined)).rejects.toThrow('offline')
  })
})

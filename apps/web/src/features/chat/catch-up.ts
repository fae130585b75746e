import type { ChatMessage, SyncPage } from '@quad/shared'

/** Pages one catch-up reads at most (200 changes each) before handing over to the socket. */
export const CATCH_UP_MAX_PAGES = 50

/**
 * Reads every change after `after` (GET /api/v1/chat/sync, oldest first), page by page
 * while the server says there is more, handing each page to `apply`. Returns the last seq
 * seen, which the next catch-up starts from. Stops if a page does not move forward, so a
 * misbehaving answer cannot loop for ever.
 */
export async function catchUp(
  after: number,
  fetchPage: (after: number) => Promise<SyncPage>,
  apply: (items: ChatMessage[]) => void,
): Promise<number> {
  let cursor = after
  for (let page = 0; page < CATCH_UP_MAX_PAGES; page++) {
    const result = await fetchPage(cursor)
    if (result.items.length > 0) apply(result.items)
    const advanced = result.lastSeq > cursor
    cursor = Math.max(cursor, result.lastSeq)
    if (!result.hasMore || !advanced) break
  }
  return cursor
}

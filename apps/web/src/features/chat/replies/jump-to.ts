import type { QueryClient } from '@tanstack/react-query'
import { historyKey, loadOlderMessages } from '../api.ts'
import type { MessageStore } from '../message-merge.ts'

/** Older pages a jump loads at most looking for an original (100 messages each at most). */
const PAGES_AT_MOST = 20

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/**
 * Brings a message of the open conversation into view and gives it focus (a reply's quote
 * pressed: issue 35 item 2), loading older history until it is there. False when the
 * history ends (or PAGES_AT_MOST pages) without it.
 */
export async function jumpTo(
  queryClient: QueryClient,
  conversationId: number,
  list: HTMLElement | null,
  messageId: number,
  thread?: number,
): Promise<boolean> {
  const find = () => list?.querySelector<HTMLElement>(`[data-message-id="${String(messageId)}"]`)
  let element = find()
  for (let page = 0; !element && page < PAGES_AT_MOST; page++) {
    const store = queryClient.getQueryData<MessageStore>(historyKey(conversationId, thread))
    if (store?.nextBefore == null) break
    await loadOlderMessages(queryClient, conversationId, thread)
    await nextFrame()
    element = find()
  }
  if (!element) return false
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' })
  element.focus({ preventScroll: true })
  return true
}

import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { deviceJson } from '../../lib/offline/device-json.ts'
import { OFFLINE_KEYS } from '../../lib/offline/outbox-store.ts'

/**
 * What a student has written and not sent, per conversation (issue 35 item 10): kept on the
 * device across conversations and reloads, shown as "Draft" in the list, gone once sent or
 * emptied, and cleared at sign-out with the offline data (decision 084).
 */
// Read through storage each time (parsed only when it changed): a sign-out's clearing is seen at once.
const stored = deviceJson(OFFLINE_KEYS.chatDrafts, z.record(z.string(), z.string()), {})
const listeners = new Set<() => void>()

/** A conversation's id, or `id:thread` for a reply being written in one of its threads. */
export type DraftKey = number | `${number}:${number}`

export function draftOf(conversationId: DraftKey): string {
  return stored.read()[String(conversationId)] ?? ''
}

/** Keeps (or, when blank, drops) a conversation's draft. */
export function saveDraft(conversationId: DraftKey, text: string): void {
  const { [String(conversationId)]: _old, ...others } = stored.read()
  // Refused storage (a private window): the draft lives as long as the composer.
  stored.write(text.trim() ? { ...others, [String(conversationId)]: text } : others)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** A conversation's draft, following changes made elsewhere on the page. */
export function useDraft(conversationId: number): string {
  return useSyncExternalStore(
    subscribe,
    () => draftOf(conversationId),
    () => '',
  )
}

import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { OFFLINE_KEYS } from '../../lib/offline/outbox-store.ts'

/**
 * What a student has written and not sent, per conversation (issue 35 item 10): kept on the
 * device across conversations and reloads, shown as "Draft" in the list, gone once sent or
 * emptied, and cleared at sign-out with the offline data (decision 084).
 */
const KEY = OFFLINE_KEYS.chatDrafts
const Stored = z.record(z.string(), z.string())
const listeners = new Set<() => void>()

/** Read from storage each time (a few hundred bytes): a sign-out's clearing is seen at once. */
function read(): Readonly<Record<string, string>> {
  try {
    const parsed = Stored.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

export function draftOf(conversationId: number): string {
  return read()[String(conversationId)] ?? ''
}

/** Keeps (or, when blank, drops) a conversation's draft. */
export function saveDraft(conversationId: number, text: string): void {
  const { [String(conversationId)]: _old, ...others } = read()
  const next = text.trim() ? { ...others, [String(conversationId)]: text } : others
  try {
    localStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // Storage full or refused (a private window): the draft lives as long as the page.
  }
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

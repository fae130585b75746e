import { ReactionEmoji } from '@quad/shared'
import * as z from 'zod/mini'
import { OFFLINE_KEYS } from '../../../lib/offline/outbox-store.ts'

const KEY = OFFLINE_KEYS.recentReactions
const KEPT = 16
/** What a picker offers first before a student has reacted with anything. */
export const FIRST_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const

const Stored = z.array(ReactionEmoji)

/** The student's last reactions on this device, newest first (never sent; cleared at sign-out). */
export function recentReactions(): string[] {
  try {
    const parsed = Stored.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '[]'))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

export function rememberReaction(emoji: string): void {
  const kept = [emoji, ...recentReactions().filter((held) => held !== emoji)].slice(0, KEPT)
  try {
    localStorage.setItem(KEY, JSON.stringify(kept))
  } catch {
    // Storage full or refused (a private window): recents are a convenience.
  }
}

/** The quick row: recent reactions first, then the usual ones, `count` in all. */
export function quickReactions(count = 6): string[] {
  return [...new Set([...recentReactions(), ...FIRST_REACTIONS])].slice(0, count)
}

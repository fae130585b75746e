import { ReactionEmoji } from '@quad/shared'
import * as z from 'zod/mini'
import { deviceJson } from '../../../lib/offline/device-json.ts'
import { OFFLINE_KEYS } from '../../../lib/offline/outbox-store.ts'

const KEPT = 16
/** What a picker offers first before a student has reacted with anything. */
export const FIRST_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const

const stored = deviceJson(OFFLINE_KEYS.recentReactions, z.array(ReactionEmoji), [])

/** The student's last reactions on this device, newest first (never sent; cleared at sign-out). */
export function recentReactions(): string[] {
  return stored.read()
}

export function rememberReaction(emoji: string): void {
  // Refused storage (a private window) only loses a convenience.
  stored.write([emoji, ...recentReactions().filter((held) => held !== emoji)].slice(0, KEPT))
}

/** The quick row: recent reactions first, then the usual ones, `count` in all. */
export function quickReactions(count = 6): string[] {
  return [...new Set([...recentReactions(), ...FIRST_REACTIONS])].slice(0, count)
}

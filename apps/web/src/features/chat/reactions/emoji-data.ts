import byGroup from 'unicode-emoji-json/data-by-group.json' with { type: 'json' }
import type { EmojiGroup } from './emoji-search.ts'

/**
 * The picker's emoji (issue 35 item 1: native emoji, no network): Unicode's list in its
 * order and groups, bundled and loaded when a picker first opens. Only emoji up to Emoji
 * 15.0 (2022): newer ones show as empty boxes on phones a few years old, and a reaction
 * that one member cannot see is worse than one fewer to choose from. Flags stay out too:
 * most Windows fonts draw them as two letters.
 */
const NEWEST = 15.0

export const EMOJI_GROUPS: readonly EmojiGroup[] = byGroup
  .filter((group) => group.slug !== 'flags')
  .map((group) => ({
    id: group.slug,
    name: group.name,
    emojis: group.emojis
      .filter((entry) => Number(entry.emoji_version) <= NEWEST)
      .map((entry) => ({
        emoji: entry.emoji,
        name: entry.name.toLowerCase(),
        tones: entry.skin_tone_support,
      })),
  }))

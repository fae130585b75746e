import keywords from 'emojilib/dist/emoji-en-US.json' with { type: 'json' }
import type { EmojiKeywords } from './emoji-search.ts'

/**
 * The words people search emoji by beyond Unicode's names ("lol", "yes", "party"), from
 * emojilib: loaded when a student first types in the picker's search, not before.
 */
export const EMOJI_KEYWORDS: EmojiKeywords = keywords

/** One emoji the picker offers. */
export interface EmojiEntry {
  emoji: string
  /** Unicode's name, lower case ("grinning face"). */
  name: string
  /** Takes a skin tone (Unicode's Emoji_Modifier_Base). */
  tones: boolean
}

export interface EmojiGroup {
  id: string
  name: string
  emojis: EmojiEntry[]
}

/** Words people search an emoji by beyond its name ("lol", "haha"), keyed by emoji. */
export type EmojiKeywords = Readonly<Record<string, readonly string[] | undefined>>

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s_:,.!-]+/)
    .filter(Boolean)

/**
 * The emoji whose name or keywords hold every word of `query` as a word's start ("tea joy"
 * finds 😂 by "tears of joy"), those whose name starts with the query first. At most `limit`.
 */
export function searchEmoji(
  groups: readonly EmojiGroup[],
  query: string,
  keywords: EmojiKeywords = {},
  limit = 120,
): EmojiEntry[] {
  const wanted = words(query)
  if (wanted.length === 0) return []
  const first: EmojiEntry[] = []
  const rest: EmojiEntry[] = []
  for (const group of groups) {
    for (const entry of group.emojis) {
      const own = [...words(entry.name), ...(keywords[entry.emoji] ?? []).flatMap(words)]
      if (!wanted.every((word) => own.some((candidate) => candidate.startsWith(word)))) continue
      ;(entry.name.startsWith(query.trim().toLowerCase()) ? first : rest).push(entry)
    }
  }
  return [...first, ...rest].slice(0, limit)
}

/**
 * An ILIKE pattern matching `text` anywhere: `%`, `_` and `\` typed by a student are
 * searched for, not wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** An ILIKE pattern matching text that starts with `text` (wildcards typed are literal). */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

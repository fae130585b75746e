/**
 * An ILIKE pattern matching `text` anywhere: `%`, `_` and `\` typed by a student are
 * searched for, not wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The bundle's text with every character ASCII. V8 keeps a module's source for as long as the
 * module lives, one byte a character when every character is ASCII and two otherwise: one
 * "—" in a comment made the 16.9 MB bundle a 33.8 MB string in the server's heap (quality.md
 * P6, decision 064 "Since (stop 64)"). esbuild escapes the code's own characters (its ASCII
 * charset) but copies comments as written, and leaves a tagged template's text alone (its raw
 * form would change). Each UTF-16 unit left becomes a `\uXXXX` escape: in a comment it is
 * text; in a string, a regular expression or a template's cooked text (what Drizzle's `sql`
 * reads) it is the same character.
 */
export function asciiOnly(text: string): string {
  return text.replace(
    /[^\0-\x7f]/g,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** Characters of text a hit shows around the match. */
export const SNIPPET_LENGTH = 160

/**
 * Plain text around the first place the search's words occur, on word boundaries, with
 * an ellipsis where it was cut; the text's start when no word occurs as typed (a match by
 * stem or typo). Whitespace runs become one space.
 */
export function snippetAround(text: string, q: string, length = SNIPPET_LENGTH): string | null {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (!flat) return null
  if (flat.length <= length) return flat
  const lower = flat.toLowerCase()
  const at = firstWordAt(lower, q.toLowerCase())
  let start = Math.max(0, at - Math.floor(length / 3))
  if (start > 0) {
    const space = flat.indexOf(' ', start)
    start = space === -1 || space > at ? start : space + 1
  }
  let end = Math.min(flat.length, start + length)
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end)
    if (space > Math.max(start, at)) end = space
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`
}

/** Where the search (or its longest word) first occurs; 0 when none does. */
function firstWordAt(lower: string, q: string): number {
  const whole = lower.indexOf(q)
  if (whole !== -1) return whole
  const words = q.split(/\s+/).sort((a, b) => b.length - a.length)
  for (const word of words) {
    const at = word.length > 1 ? lower.indexOf(word) : -1
    if (at !== -1) return at
  }
  return 0
}

/** Words too common to say what a goal is about. */
const STOP = new Set(
  'about after again also and been before being from have into just learn like make more most much need over some than that their them then there these they this through want what when where which will with would your'.split(
    ' ',
  ),
)

/** What a goal is about: its keywords, else the longer words of its title. */
export function goalWords(goal: { title: string; keywords: readonly string[] }): string[] {
  if (goal.keywords.length) return goal.keywords.map((word) => word.toLowerCase())
  return goal.title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4 && !STOP.has(word))
}

/**
 * Whether `text` names `word`: as typed, or its stem's first five letters ("design" in
 * "designing", "photography" in "photographer"); the full-text search found the event,
 * this finds which word did.
 */
export function names(text: string, word: string): boolean {
  return text.includes(word) || (word.length > 5 && text.includes(word.slice(0, 5)))
}

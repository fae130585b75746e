import type { Mention } from './mention.ts'

/*
 * @mentions in a chat message (issue 35 item 3). A message is plain text: a mention is the
 * person's name written after `@` (`@Maya Lindqvist`), with their uid sent beside the text.
 * The composer, the server and the bubble read the text with these same functions, so a
 * mention whose name was deleted from the text is no mention, wherever it is read.
 */

/** One written mention: where `@{name}` stands in the text, and whom it names. */
export interface MentionRange<P extends Mention = Mention> {
  start: number
  end: number
  person: P
}

/** A letter, mark or digit after a name means it goes on: `@Maya Li` is not in `@Maya Lin`. */
const NAME_GOES_ON = /^[\p{L}\p{M}\p{N}]/u
/** ... and before the `@`, that it is an address (`tom@Tom Ng`), not a mention. */
const WORD_BEFORE = /[\p{L}\p{M}\p{N}._%+-]$/u

/**
 * Where each of `people` is written `@{name}` as a whole name (not inside an address), in
 * text order, never overlapping: at one place the longest name wins (`@Maya Lin` over `@Maya`).
 */
export function mentionRanges<P extends Mention>(
  text: string,
  people: readonly P[],
): MentionRange<P>[] {
  if (people.length === 0 || !text.includes('@')) return []
  const longestFirst = [...people].sort((a, b) => b.name.length - a.name.length)
  const ranges: MentionRange<P>[] = []
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (WORD_BEFORE.test(text.slice(Math.max(0, at - 1), at))) continue
    const person = longestFirst.find(
      (p) =>
        p.name.length > 0 &&
        text.startsWith(p.name, at + 1) &&
        !NAME_GOES_ON.test(text.slice(at + 1 + p.name.length)),
    )
    if (!person) continue
    const end = at + 1 + person.name.length
    ranges.push({ start: at, end, person })
    at = end - 1
  }
  return ranges
}

/** Those of `people` the text mentions, each once, in the order first written. */
export function writtenMentions<P extends Mention>(text: string, people: readonly P[]): P[] {
  const found = new Map<string, P>()
  for (const { person } of mentionRanges(text, people)) found.set(person.uid, person)
  return [...found.values()]
}

/** A club channel's whole-audience mentions (issue 35 item 3): `@channel` and `@here`. */
export type Broadcast = 'channel' | 'here'

/** The two as mentions, so the composer, the server and the bubble read them as any name. */
export const BROADCAST_MENTIONS: readonly (Mention & { broadcast: Broadcast })[] = [
  { uid: '@channel', name: 'channel', broadcast: 'channel' },
  { uid: '@here', name: 'here', broadcast: 'here' },
]

/** Whom the text addresses as a whole: `@channel` (every member) over `@here` (those online). */
export function broadcastOf(text: string): Broadcast | null {
  const written = writtenMentions(text, BROADCAST_MENTIONS).map((m) => m.broadcast)
  if (written.includes('channel')) return 'channel'
  return written.includes('here') ? 'here' : null
}

import type { ChatReaction } from '@quad/shared'

/** Reactions the student has given or taken back whose answer has not come yet: emoji → on. */
export type PendingReactions = ReadonlyMap<string, boolean>

/**
 * A message's reactions as the student should see them now: the server's, with their own
 * taps not yet answered applied (a tap shows at once; the answer replaces it).
 */
export function shownReactions(
  reactions: ChatReaction[],
  pending: PendingReactions | undefined,
  selfUid: string,
): ChatReaction[] {
  if (!pending || pending.size === 0) return reactions
  const shown = reactions.map((reaction) => ({ ...reaction, uids: [...reaction.uids] }))
  for (const [emoji, on] of pending) {
    const index = shown.findIndex((reaction) => reaction.emoji === emoji)
    const reaction = shown[index]
    const mine = reaction?.uids.includes(selfUid) ?? false
    if (on && !mine) {
      if (reaction) {
        reaction.uids.push(selfUid)
        reaction.count += 1
      } else shown.push({ emoji, count: 1, uids: [selfUid] })
    } else if (!on && mine && reaction) {
      reaction.uids = reaction.uids.filter((uid) => uid !== selfUid)
      reaction.count -= 1
      if (reaction.count === 0) shown.splice(index, 1)
    }
  }
  return shown
}

/**
 * Who gave a reaction, for a label: "you" first when theirs, then the others by name, at
 * most `shown` names and "n others" for the rest ("you, Jonah Park and 3 others").
 */
export function reactorList(
  reaction: ChatReaction,
  selfUid: string,
  nameOf: (uid: string) => string | undefined,
  words: { you: string; others: (count: number) => string; and: string; someone: string },
  shown = 3,
): string {
  const mine = reaction.uids.includes(selfUid)
  const names = reaction.uids
    .filter((uid) => uid !== selfUid)
    .map((uid) => nameOf(uid) ?? words.someone)
  const listed = [...(mine ? [words.you] : []), ...names].slice(0, shown)
  const rest = reaction.count - listed.length
  const parts = rest > 0 ? [...listed, words.others(rest)] : listed
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} ${words.and} ${parts.at(-1) ?? ''}`
}

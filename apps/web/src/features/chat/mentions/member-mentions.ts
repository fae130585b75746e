import type { Mention, ParticipantList } from '@quad/shared'
import type { MentionPerson } from '../../../components/rich-text/mention.ts'
import { personName } from '../conversation-text.ts'

/** Suggestions shown at most: a phone's screen above the keyboard. */
const SUGGESTIONS_MAX = 6

/** The members a student may @mention in a conversation: everyone in it but themself. */
export function mentionableMembers(
  participants: ParticipantList | undefined,
  selfUid: string,
): (MentionPerson & Mention)[] {
  return (participants?.items ?? []).flatMap(({ person }) =>
    person.uid === selfUid
      ? []
      : [{ uid: person.uid, name: personName(person), photoUrl: person.photoUrl }],
  )
}

/**
 * Members whose name has a word starting with each word typed (`@ma li` finds Maya Lin),
 * in the conversation's order, at most SUGGESTIONS_MAX. The list is the conversation's own
 * (issue 35 item 3: "people in the conversation"), so it is filtered here, not asked for.
 */
export function matchingMembers<P extends Mention>(members: readonly P[], query: string): P[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  return members
    .filter((member) => {
      const names = member.name.toLocaleLowerCase().split(/\s+/)
      return words.every((word) => names.some((name) => name.startsWith(word)))
    })
    .slice(0, SUGGESTIONS_MAX)
}

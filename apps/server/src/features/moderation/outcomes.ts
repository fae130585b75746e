import type { ModerationActionKind } from '@quad/shared'

/** What a report's `outcome` says once a moderator acted (decision 024, issue 14 item 4). */
export const OUTCOMES = {
  dismiss: 'dismissed',
  hide: 'hidden',
  warn: 'warned',
  suspend: 'suspended',
} as const satisfies Record<ModerationActionKind, string>

export type ReportOutcome = (typeof OUTCOMES)[ModerationActionKind]

/** The reported thing in a sentence, by subject type; an unknown type is "content". */
const NOUNS: Record<string, string> = {
  'chat.message': 'message',
  profile: 'profile',
  club: 'club',
  event: 'event',
  post: 'post',
  comment: 'comment',
}

const HIDDEN: Record<string, string> = {
  'chat.message': 'hid it',
  profile: 'hid its photo and bio',
  club: 'took it off the clubs list while it is under review',
}

const WARNED: Record<string, string> = {
  'chat.message': 'warned its sender',
  profile: 'warned its owner',
  club: 'warned its officers',
  post: 'warned its author',
  comment: 'warned its author',
}

/** The reporter's notification: what became of their report. */
export function outcomeText(subjectType: string, outcome: ReportOutcome): string {
  const what = `A moderator reviewed the ${NOUNS[subjectType] ?? 'content'} you reported and`
  switch (outcome) {
    case 'hidden':
      return `${what} ${HIDDEN[subjectType] ?? 'hid it'}`
    case 'warned':
      return `${what} ${WARNED[subjectType] ?? 'warned the person responsible'}`
    case 'suspended':
      return `${what} suspended the person responsible`
    default:
      return `${what} took no action`
  }
}

const WARNED_ABOUT: Record<string, string> = {
  'chat.message': 'a message you sent',
  profile: 'your profile',
  club: 'a club you run',
  post: 'a post you wrote',
  comment: 'a comment you wrote',
}

/** The warned person's notification, with the moderator's note when there is one. */
export function warningText(subjectType: string, note: string | null): string {
  const about = `A moderator warned you about ${WARNED_ABOUT[subjectType] ?? 'something you posted'}`
  return note ? `${about}: “${note}”` : about
}

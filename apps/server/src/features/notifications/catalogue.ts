import type { GroupRole, NotificationCapabilities, NotificationCategory } from '@quad/shared'
import { groupKey } from './matrix.ts'

/** Every event a feature may announce to a student (issue 7 item 1); more come with their features. */
export type NotificationEvent =
  | { type: 'connection_request'; userId: number; actorId: number; note: string | null }
  | { type: 'connection_accepted'; userId: number; actorId: number }
  | {
      type: 'chat_message'
      userId: number
      actorId: number
      conversationId: number
      conversationName: string | null
      preview: string
    }
  | {
      type: 'club_member_joined'
      userId: number
      actorId: number
      clubId: string
      clubName: string
    }
  /** A moderator warned the sender of a reported message (decision 024). */
  | {
      type: 'moderation_warning'
      userId: number
      actorId: number
      conversationId: number
      note: string | null
    }
  /** The reporter learns what came of their report (decision 024). */
  | {
      type: 'report_outcome'
      userId: number
      actorId: number
      reportId: string
      outcome: 'dismissed' | 'hidden' | 'warned'
    }

/** The club and role a group event belongs to: its preference is that club's, for that role. */
export interface EventGroup {
  id: string
  name: string
  role: GroupRole
}

export interface Entry {
  category: NotificationCategory
  setting: string
  /**
   * The item's text, for the reader; `actor` is the actor's full name, `count` how many
   * events folded into the item (batching).
   */
  text(actor: string, payload: Record<string, unknown>, count?: number): string
  /** The app path the item leads to. */
  link(actorUid: string | null, payload: Record<string, unknown>): string | null
  /**
   * Events with the same key fold into one unread item from the last hour, from any actor
   * (a run of club joins). Null: only identical repeats fold (`repeatKey`).
   */
  batchKey(payload: Record<string, unknown>): string | null
  /**
   * A notice no preference switches off (a moderator's warning, a report's outcome;
   * decision 024): always in-app, never email, and not offered on the settings page.
   */
  always?: true
  /** For a groups event: the role whose setting gates it, and whose club it is. */
  groupRole?: GroupRole
  group?(payload: Record<string, unknown>): EventGroup
}

const profileOf = (uid: string | null) => (uid ? `/student_profile?uid=${uid}` : null)
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** What each event is, which preference gates it (spec 3 keys), and how it reads. */
export const CATALOGUE: Record<NotificationEvent['type'], Entry> = {
  connection_request: {
    category: 'general',
    setting: 'connectionRequests',
    text: (actor, payload, count = 1) => {
      const times = count > 1 ? ` (${String(count)} requests)` : ''
      return typeof payload.note === 'string' && payload.note
        ? `${actor} wants to connect${times}: “${payload.note}”`
        : `${actor} wants to connect${times}`
    },
    link: profileOf,
    batchKey: () => null,
  },
  chat_message: {
    category: 'general',
    setting: 'chat',
    text: (actor, payload) => {
      const where =
        typeof payload.conversationName === 'string' ? ` in ${payload.conversationName}` : ''
      return `${actor}${where}: ${String(payload.preview ?? '')}`
    },
    link: (_uid, payload) => `/chat/${String(payload.conversationId)}`,
    // One unread item per conversation, however many messages arrive.
    batchKey: (payload) => `chat:${String(payload.conversationId)}`,
  },
  connection_accepted: {
    category: 'general',
    setting: 'connectionRequests',
    text: (actor, _payload, count = 1) =>
      `${actor} accepted your connection request${count > 1 ? ` (${String(count)} times)` : ''}`,
    link: profileOf,
    batchKey: () => null,
  },
  club_member_joined: {
    category: 'groups',
    setting: 'newMember',
    text: (actor, payload, count = 1) =>
      count > 1
        ? `${actor} and ${count - 1} more joined ${text(payload.clubName)}`
        : `${actor} joined ${text(payload.clubName)}`,
    // Spec 2 club section, `_` for "no hub" (the club's about page).
    link: (_uid, payload) => `/_/_/clubs/${text(payload.clubId)}`,
    // A busy week of sign-ups folds into one unread item per club.
    batchKey: (payload) => `club-members:${text(payload.clubId)}`,
    groupRole: 'officer',
    group: (payload) => ({
      id: text(payload.clubId),
      name: text(payload.clubName),
      role: 'officer',
    }),
  },
  moderation_warning: {
    category: 'general',
    setting: 'moderation',
    always: true,
    text: (_actor, payload) =>
      typeof payload.note === 'string' && payload.note
        ? `A moderator warned you about a message you sent: “${payload.note}”`
        : 'A moderator warned you about a message you sent',
    link: (_uid, payload) => `/chat/${String(payload.conversationId)}`,
    batchKey: () => null,
  },
  report_outcome: {
    category: 'general',
    setting: 'moderation',
    always: true,
    text: (_actor, payload) => OUTCOME_TEXT[text(payload.outcome)] ?? OUTCOME_TEXT.dismissed ?? '',
    link: () => null,
    batchKey: () => null,
  },
}

const OUTCOME_TEXT: Record<string, string> = {
  dismissed: 'A moderator reviewed the message you reported and took no action',
  hidden: 'A moderator reviewed the message you reported and hid it',
  warned: 'A moderator reviewed the message you reported and warned its sender',
}

/**
 * Issue 12: the same event from the same actor about the same subject folds into one item
 * (five "accepted your request" rows were one story). The subject is what the payload
 * names besides free text such as a request's note: connection events have none beyond
 * the pair, which the reader and the actor already are.
 */
export function repeatKey(type: string, actorId: number, payload: Record<string, unknown>): string {
  const { note: _note, preview: _preview, ...subject } = payload
  return `same:${type}:${String(actorId)}:${JSON.stringify(subject)}`
}

/** The preference that gates an event: `category.setting`, or the club's for its role. */
export function preferenceKey(entry: Entry, payload: Record<string, unknown>): string {
  const group = entry.group?.(payload)
  return group
    ? groupKey(group.id, group.role, entry.setting)
    : `${entry.category}.${entry.setting}`
}

/**
 * The settings some event of the catalogue can raise at this school, sorted: what the
 * settings page shows (issue 12). Connection events need connect switched on (spec 3).
 */
export function offeredSettings(connectEnabled: boolean): NotificationCapabilities['offered'] {
  const offered: NotificationCapabilities['offered'] = {
    academic: [],
    general: [],
    member: [],
    officer: [],
  }
  for (const [type, entry] of Object.entries(CATALOGUE)) {
    if (entry.always || (!connectEnabled && CONNECT_EVENTS.has(type))) continue
    const list =
      entry.category === 'groups' ? offered[entry.groupRole ?? 'member'] : offered[entry.category]
    if (!list.includes(entry.setting)) list.push(entry.setting)
  }
  for (const list of Object.values(offered)) list.sort()
  return offered
}

/** Events only a school with connect on can raise. */
const CONNECT_EVENTS = new Set<string>(['connection_request', 'connection_accepted'])

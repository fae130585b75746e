import { ATTENDEE_SETTINGS, type NotificationCapabilities } from '@quad/shared'
import type { AnyNotificationKind, NotificationKinds } from '../../platform/notification-kinds.ts'
import { groupKey } from './matrix.ts'

/**
 * One event to deliver to one student: a kind its feature declared (issue 13 item 5),
 * the reader, the actor, and the kind's payload fields.
 */
export interface NotificationEvent {
  type: string
  userId: number
  actorId: number
  [field: string]: unknown
}

/** The kind an event names; one no feature declares is a programming error. */
export function kindOf(kinds: NotificationKinds, type: string): AnyNotificationKind {
  const kind = kinds.get(type)
  if (!kind) throw new Error(`No feature declares the notification kind ${type}`)
  return kind
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

/** The preference that gates an event: `category.setting`, or the group's for its role. */
export function preferenceKey(kind: AnyNotificationKind, payload: Record<string, unknown>): string {
  const group = kind.group?.(payload)
  return group ? groupKey(group.id, group.role, kind.setting) : `${kind.category}.${kind.setting}`
}

/**
 * Whether a kind reaches its students as attendees (decision 035): an attendee setting
 * with no club, so the student's own `groups.<setting>` gates it, not any club's.
 */
function isAttendeeKind(kind: AnyNotificationKind): boolean {
  const settings: readonly string[] = ATTENDEE_SETTINGS
  return kind.category === 'groups' && !kind.group && settings.includes(kind.setting)
}

/**
 * The settings some declared kind can raise at this school, sorted: what the settings
 * page shows (issue 12). Connection kinds need connect switched on (spec 3). An attendee
 * kind is offered as an attendee setting only: a club's switch for it would gate nothing.
 */
export function offeredSettings(
  kinds: NotificationKinds,
  connectEnabled: boolean,
): NotificationCapabilities['offered'] {
  const offered: NotificationCapabilities['offered'] = {
    academic: [],
    general: [],
    member: [],
    officer: [],
    attendee: [],
  }
  for (const kind of kinds.all) {
    if (kind.always || (!connectEnabled && kind.needsConnect)) continue
    const list = isAttendeeKind(kind)
      ? offered.attendee
      : kind.category === 'groups'
        ? offered[kind.groupRole ?? 'member']
        : offered[kind.category]
    if (!list.includes(kind.setting)) list.push(kind.setting)
  }
  for (const list of Object.values(offered)) list.sort()
  return offered
}

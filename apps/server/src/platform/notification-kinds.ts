import type { GroupRole, NotificationCategory, PlatformSwitches } from '@quad/shared'
import type {
  OutboxMessage,
  MessageName,
  StoredMessage,
  SubscriberScope,
} from './outbox/messages.ts'

/**
 * The payload of each notification kind (issue 13 item 5), filled by declaration
 * merging beside the feature that declares the kind:
 *
 *     declare module '../../platform/notification-kinds.ts' {
 *       interface NotificationPayloads { club_member_joined: { clubId: string; clubName: string } }
 *     }
 *
 * The payload is stored with the item (JSON) and read back to draw its text and link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by features
export interface NotificationPayloads {}

export type NotificationKindName = keyof NotificationPayloads & string

/** The group a groups notification belongs to: its setting is that group's, for that role. */
export interface KindGroup {
  id: string
  name: string
  role: GroupRole
}

/** One student to tell, by whom, and what to store with the item. */
export interface Recipient<P> {
  userId: number
  actorId: number
  payload: P
}

/**
 * A kind of notification a feature raises (issue 7 item 1; spec 3 settings): which
 * setting gates it, how it reads and where it leads, how repeats fold, and the outbox
 * message that raises it with who hears of it. The notifications feature turns each kind's
 * message into items, email and the live bell (decision 023).
 */
export interface NotificationKind<K extends NotificationKindName, M extends MessageName> {
  type: K
  category: NotificationCategory
  /** The spec 3 setting key within the category (for groups: within `groupRole`'s settings). */
  setting: string
  /** For a groups kind: the role whose setting gates it, and whose group it is. */
  groupRole?: GroupRole
  group?(payload: NotificationPayloads[K]): KindGroup
  /** Only a school with connect on can raise it (spec 3: connection settings). */
  needsConnect?: boolean
  /**
   * A notice no preference switches off (a moderator's warning, a report's outcome;
   * decision 024): always in-app, never email, and not offered on the settings page.
   */
  always?: true
  /**
   * Quad's default for this kind where it differs from its setting's: a chat mention is in
   * the bell by default though chat messages are not. The school's and the student's
   * switches for the setting still win.
   */
  defaults?: Partial<PlatformSwitches>
  /** The item's text; `actor` is the actor's full name, `count` how many messages folded in. */
  text(actor: string, payload: NotificationPayloads[K], count: number): string
  /**
   * Where `text` holds something private (a message, a grade): what a push shows on a lock
   * screen instead, unless the student chose to show the text there (issue 34).
   */
  lockScreenText?(actor: string, payload: NotificationPayloads[K], count: number): string
  /** A push the device should wake for at once (RFC 8030 §5.3 `Urgency: high`): a message. */
  urgent?: true
  /** The app path the item leads to. */
  link(actorUid: string | null, payload: NotificationPayloads[K]): string | null
  /**
   * Messages with the same key fold into one unread item from the last hour, from any
   * actor (a run of club joins). Null: only identical repeats fold.
   */
  batchKey(payload: NotificationPayloads[K]): string | null
  /** The outbox message that raises it, and whom it tells (in the dispatch transaction). */
  raisedBy: {
    message: M
    recipients(
      message: OutboxMessage<M>,
      scope: SubscriberScope,
    ): Promise<Recipient<NotificationPayloads[K]>[]>
  }
}

/** A kind with its payload types erased, as the registry holds them. */
export interface AnyNotificationKind {
  type: string
  category: NotificationCategory
  setting: string
  groupRole?: GroupRole
  group?(payload: Record<string, unknown>): KindGroup
  needsConnect?: boolean
  always?: true
  defaults?: Partial<PlatformSwitches>
  text(actor: string, payload: Record<string, unknown>, count: number): string
  lockScreenText?(actor: string, payload: Record<string, unknown>, count: number): string
  urgent?: true
  link(actorUid: string | null, payload: Record<string, unknown>): string | null
  batchKey(payload: Record<string, unknown>): string | null
  raisedBy: {
    message: string
    recipients(
      message: StoredMessage,
      scope: SubscriberScope,
    ): Promise<Recipient<Record<string, unknown>>[]>
  }
}

/** Declares a notification kind, typed by its name and its message's. */
export function notificationKind<K extends NotificationKindName, M extends MessageName>(
  kind: NotificationKind<K, M> & { raisedBy: { message: M } },
): AnyNotificationKind {
  return kind as unknown as AnyNotificationKind
}

/** Every feature's notification kinds, by type. */
export class NotificationKinds {
  readonly #byType: ReadonlyMap<string, AnyNotificationKind>

  constructor(kinds: readonly AnyNotificationKind[]) {
    const byType = new Map<string, AnyNotificationKind>()
    for (const kind of kinds) {
      if (byType.has(kind.type)) throw new Error(`Two notification kinds are named ${kind.type}`)
      byType.set(kind.type, kind)
    }
    this.#byType = byType
  }

  get all(): AnyNotificationKind[] {
    return [...this.#byType.values()]
  }

  get(type: string): AnyNotificationKind | undefined {
    return this.#byType.get(type)
  }
}

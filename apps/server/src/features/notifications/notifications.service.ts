import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { NotificationItem, NotificationList } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { emailOutbox, notifications } from '../../db/schema/notifications.ts'
import { users } from '../../platform/db/schema.ts'
import { exactTime, keysetPage } from '../../platform/paging/keyset.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { AnyNotificationKind, NotificationKinds } from '../../platform/notification-kinds.ts'
import { kindOf, preferenceKey, repeatKey, type NotificationEvent } from './catalogue.ts'
import { decide } from './matrix.ts'
import { capabilitiesOf, defaultSettings, settingsOfMany, zoneOf } from './preferences.service.ts'
import { afterQuietHours, DIGEST_TIME, nextLocal } from './schedule.ts'
import type { Push } from './push-delivery.ts'
import { shownPhotoUrl } from '../profiles/index.ts'

export type { NotificationEvent } from './catalogue.ts'

/**
 * How an event folds into an existing item: a batch key folds a run of events into the
 * reader's unread item from the last hour; an identical repeat (decision 015) folds into
 * the latest item with its key from the last week, read or not, which becomes unread again
 * and moves to the top.
 */
export interface Fold {
  key: string
  window: '1 hour' | '7 days'
  evenIfRead: boolean
}

function foldOf(kind: AnyNotificationKind, event: NotificationEvent): Fold {
  const { type, userId: _userId, actorId, ...payload } = event
  const batch = kind.batchKey(payload)
  return batch
    ? { key: batch, window: '1 hour', evenIfRead: false }
    : { key: repeatKey(type, actorId, payload), window: '7 days', evenIfRead: true }
}

/** Where a notice no preference switches off goes (decision 024). */
const ALWAYS = { in_app: true, email: false, mobile: false } as const

/** A new or updated in-app item, to announce on the realtime socket after the commit. */
export interface Delivered {
  userId: number
  notificationId: number
}

/** What one dispatch delivered: in-app items to announce, pushes to queue (its transaction). */
export interface Delivery {
  delivered: Delivered[]
  pushes: Push[]
}

/**
 * Delivers events of declared kinds (issue 7 item 1), inside the dispatch transaction of
 * the outbox message that raised them (decision 023). It decides per platform from each
 * recipient's preferences (a switched-off platform really gets nothing), writes or folds
 * the in-app item, queues the email, and says which pushes to queue (issue 34); one
 * settings read for all recipients.
 */
export async function notifyAll(
  db: DbOrTx,
  school: School,
  kinds: NotificationKinds,
  events: readonly NotificationEvent[],
): Promise<Delivery> {
  const settings = await settingsOfMany(
    db,
    events.map((e) => e.userId),
  )
  const actorNames = new Map<number, { name: string; uid: string | null }>()
  const delivered: Delivered[] = []
  const pushes: Push[] = []
  // The school's, the same for every event: once, not per recipient (a chat message to a
  // channel of 100 raised 100 in the P2 profile).
  const capabilities = capabilitiesOf(school, kinds)
  const nameOf = async (actorId: number) => {
    const actor = actorNames.get(actorId) ?? (await actorName(db, actorId))
    actorNames.set(actorId, actor)
    return actor
  }
  for (const event of events) {
    const { type, userId, actorId, ...payload } = event
    const entry = kindOf(kinds, type)
    const mine = settings.get(userId) ?? defaultSettings(userId)
    const key = preferenceKey(entry, payload)
    const platforms = entry.always
      ? ALWAYS
      : decide(
          key,
          school.notifications.defaults,
          mine.preferences,
          mine.global,
          capabilities,
          entry.defaults,
        )
    let notificationId: number | null = null
    const fold = foldOf(entry, event)
    if (platforms.in_app) {
      notificationId = await writeInApp(db, school, event, entry.category, entry.setting, fold)
      delivered.push({ userId, notificationId })
    }
    if (!platforms.email && !platforms.mobile) continue
    const actor = await nameOf(actorId)
    const now = new Date()
    const quiet =
      mine.quietStart && mine.quietEnd ? { start: mine.quietStart, end: mine.quietEnd } : null
    if (platforms.mobile) {
      const lockScreen = mine.lockScreenText ? undefined : entry.lockScreenText
      pushes.push({
        userId,
        title: school.name,
        body: (lockScreen ?? entry.text)(actor.name, payload, 1),
        link: entry.link(actor.uid, payload),
        tag: fold.key,
        urgency: entry.urgent ? 'high' : 'normal',
        sendAfter: afterQuietHours(now, zoneOf(mine, school), quiet),
      })
    }
    if (!platforms.email) continue
    const digest = mine.emailDigest === 'daily'
    await db.insert(emailOutbox).values({
      schoolId: school.id,
      userId,
      notificationId,
      category: entry.category,
      setting: entry.setting,
      preferenceKey: key,
      subject: entry.text(actor.name, payload, 1),
      body: entry.text(actor.name, payload, 1),
      link: entry.link(actor.uid, payload),
      digest,
      sendAfter: digest
        ? nextLocal(now, zoneOf(mine, school), DIGEST_TIME)
        : afterQuietHours(now, zoneOf(mine, school), quiet),
    })
  }
  return { delivered, pushes }
}

async function actorName(db: DbOrTx, actorId: number) {
  const [actor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, uid: users.uid })
    .from(users)
    .where(eq(users.id, actorId))
  return actor
    ? { name: `${actor.firstName} ${actor.lastName}`, uid: actor.uid }
    : { name: 'Someone', uid: null }
}

export async function writeInApp(
  db: DbOrTx,
  school: School,
  event: NotificationEvent,
  category: string,
  setting: string,
  fold: Fold,
): Promise<number> {
  const { type, userId, actorId, ...payload } = event
  const [latest] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.batchKey, fold.key),
        fold.evenIfRead ? undefined : isNull(notifications.readAt),
        sql`${notifications.updatedAt} > now() - interval '${sql.raw(fold.window)}'`,
      ),
    )
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(1)
  if (latest) {
    await db
      .update(notifications)
      .set({
        count: sql`${notifications.count} + 1`,
        actorId,
        payload,
        readAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(notifications.id, latest.id))
    return latest.id
  }
  const [row] = await db
    .insert(notifications)
    .values({
      schoolId: school.id,
      userId,
      actorId,
      type,
      payload,
      category,
      setting,
      batchKey: fold.key,
    })
    .returning({ id: notifications.id })
  if (!row) throw new Error('notification was not stored')
  return row.id
}

/**
 * The reader's notifications, newest first (api.md: count/offset, total), on the one
 * paging contract: `nextCursor` reads on by keyset (decision 025).
 */
export async function listNotifications(
  db: DbOrTx,
  kinds: NotificationKinds,
  userId: number,
  page: { count: number; offset: number; cursor?: string | undefined },
): Promise<NotificationList> {
  const mine = eq(notifications.userId, userId)
  const [items, totals] = await Promise.all([
    keysetPage({
      query: (after) => itemsQuery(db, and(mine, after)),
      keys: [
        {
          column: notifications.updatedAt,
          direction: 'desc',
          type: 'timestamp',
          value: (row) => row.updatedKey,
        },
        {
          column: notifications.id,
          direction: 'desc',
          type: 'integer',
          value: (row) => row.row.id,
        },
      ],
      cursor: page.cursor,
      limit: page.count,
      offset: page.offset,
    }),
    db.select({ n: count() }).from(notifications).where(mine),
  ])
  return {
    items: items.items.map(({ row, actor }) => present(kinds.get(row.type), row, actor)),
    nextCursor: items.nextCursor,
    total: totals[0]?.n ?? 0,
  }
}

export async function findNotification(
  db: DbOrTx,
  kinds: NotificationKinds,
  userId: number,
  id: number,
): Promise<NotificationItem | null> {
  const where = and(eq(notifications.userId, userId), eq(notifications.id, id))
  const [item] = await itemsQuery(db, where).limit(1)
  return item ? present(kinds.get(item.row.type), item.row, item.actor) : null
}

function itemsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      row: notifications,
      actor: {
        uid: users.uid,
        firstName: users.firstName,
        lastName: users.lastName,
        photoUrl: shownPhotoUrl,
      },
      updatedKey: exactTime(notifications.updatedAt),
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(where)
}

type Actor = { uid: string; firstName: string; lastName: string; photoUrl: string | null } | null

function present(
  entry: AnyNotificationKind | undefined,
  row: typeof notifications.$inferSelect,
  actor: Actor,
): NotificationItem {
  const name = actor ? `${actor.firstName} ${actor.lastName}` : 'Someone'
  return {
    id: row.id,
    type: row.type,
    category: row.category as NotificationItem['category'],
    setting: row.setting,
    group: entry?.group?.(row.payload) ?? null,
    text: entry ? entry.text(name, row.payload, row.count) : row.type,
    link: entry ? entry.link(actor?.uid ?? null, row.payload) : null,
    actor,
    count: row.count,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Marks the reader's own notifications read or unread; others' ids are ignored. */
export async function setRead(
  db: DbOrTx,
  userId: number,
  ids: number[],
  read: boolean,
): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(notifications)
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)))
}

export async function markAllRead(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
}

/** Deletes only the reader's own notifications (issue 7 "isolation"). */
export async function deleteNotifications(
  db: DbOrTx,
  userId: number,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return
  await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)))
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return rows[0]?.n ?? 0
}

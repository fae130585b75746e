import type { DbOrTx } from '../../platform/db/database.ts'
import type { NotificationKinds } from '../../platform/notification-kinds.ts'
import type { Realtime } from '../../platform/realtime/realtime.ts'
import { findNotification, unreadCount, type Delivered } from './notifications.service.ts'

/**
 * After the commit: each new or folded in-app item goes to its reader's open tabs with
 * the new unread count (the shell's bell; issue 7 "within a second").
 */
export async function announce(
  db: DbOrTx,
  realtime: Realtime,
  kinds: NotificationKinds,
  delivered: readonly Delivered[],
): Promise<void> {
  for (const item of delivered) {
    const [notification, count] = await Promise.all([
      findNotification(db, kinds, item.userId, item.notificationId),
      unreadCount(db, item.userId),
    ])
    if (!notification) continue
    await realtime.send([item.userId], { type: 'notification', unreadCount: count, notification })
  }
}

/** After a change of read state: the reader's tabs update their bell. */
export async function announceCount(db: DbOrTx, realtime: Realtime, userId: number) {
  await realtime.send([userId], {
    type: 'notification',
    unreadCount: await unreadCount(db, userId),
  })
}

import { eq, or } from 'drizzle-orm'
import {
  emailOutbox,
  notifications,
  notificationSettings,
  pushSubscriptions,
} from '../../db/schema/notifications.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'

/**
 * The student's notifications, their notification settings, and the devices that receive
 * their pushes (issue 18 item 4, issue 34).
 */
export const notificationsPersonalData: PersonalDataPart = {
  name: 'notifications',
  describes: {
    what: 'Your notifications, your notification settings, and the devices you turned push notifications on for',
    kept: 'Until you clear them or your account is deleted',
  },
  async export(db, { userId }) {
    const items = await db
      .select({
        type: notifications.type,
        category: notifications.category,
        payload: notifications.payload,
        count: notifications.count,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
    const [settings] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
    const { userId: _user, ...ownSettings } = settings ?? { userId }
    // Where pushes go, not the keys they are encrypted with.
    const devices = await db
      .select({
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
        lastSentAt: pushSubscriptions.lastSentAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
    return {
      records: {
        notifications: items,
        settings: settings ? ownSettings : null,
        pushDevices: devices,
      },
    }
  },
  async erase(tx, { userId }) {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
    await tx.delete(emailOutbox).where(eq(emailOutbox.userId, userId))
    // Theirs, and the ones others received of what they did (a like, a post, a request):
    // those are not messages sent to anyone, so nothing of theirs stays in others' bells.
    await tx
      .delete(notifications)
      .where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId)))
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId))
  },
}

import { eq, or } from 'drizzle-orm'
import { emailOutbox, notifications, notificationSettings } from '../../db/schema/notifications.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'

/** The student's notifications and their notification settings (issue 18 item 4). */
export const notificationsPersonalData: PersonalDataPart = {
  name: 'notifications',
  describes: {
    what: 'Your notifications and your notification settings',
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
    return { records: { notifications: items, settings: settings ? ownSettings : null } }
  },
  async erase(tx, { userId }) {
    await tx.delete(emailOutbox).where(eq(emailOutbox.userId, userId))
    // Theirs, and the ones others received of what they did (a like, a post, a request):
    // those are not messages sent to anyone, so nothing of theirs stays in others' bells.
    await tx
      .delete(notifications)
      .where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId)))
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId))
  },
}

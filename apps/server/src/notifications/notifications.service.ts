import type { DbOrTx } from '../platform/db/database.ts'
import { notifications } from '../platform/db/schema.ts'
import type { School } from '../platform/tenancy/schools.service.ts'

/** Every event a feature may announce to a student (issue 7 adds more). */
export type NotificationEvent =
  | { type: 'connection_request'; userId: number; actorId: number; note: string | null }
  | { type: 'connection_accepted'; userId: number; actorId: number }

/**
 * The one notifications service every feature calls (issue 5 item 6, issue 7).
 * Today it writes the in-app notification in the caller's transaction, so the
 * event exists exactly when the change it reports does; preferences, realtime
 * delivery and email come with issue 7.
 */
export async function notify(db: DbOrTx, school: School, event: NotificationEvent): Promise<void> {
  const { type, userId, actorId, ...payload } = event
  await db.insert(notifications).values({ schoolId: school.id, userId, actorId, type, payload })
}

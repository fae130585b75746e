import { eq } from 'drizzle-orm'
import { events } from '../../db/schema/events.ts'
import type { AuditOrigin } from '../../platform/audit/audit.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import {
  COVER_SIZE,
  replaceImage,
  shelfKey,
  uploadedImagePolicy,
  type ImageShelf,
} from '../../platform/files/replace-image.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { auditIfNotCreator, managedEvent } from './event-manage.ts'
import type { EventWrites } from './event-write.service.ts'

/** The multipart field the cover comes in (api.md: `file`). */
export const COVER_FIELD = 'file'
export const EVENT_IMAGE_PREFIX = '/media/event-images/'
export const EVENT_IMAGES: ImageShelf = {
  urlPrefix: EVENT_IMAGE_PREFIX,
  folder: 'event-images',
  kinds: ['cover'],
}

/** The storage key of an event image's file name, if it is one of ours for this school. */
export const eventImageKey = (school: School, file: string) => shelfKey(EVENT_IMAGES, school, file)

/**
 * `POST /api/v1/events/{id}/cover` (issue 15 item 1): the event's managers replace its
 * cover through the same pipeline as a club's (`replaceImage`), one occurrence at a time.
 */
export async function replaceEventCover(
  writes: EventWrites,
  storage: FileStorage,
  school: School,
  actor: Actor,
  origin: AuditOrigin & { actorId: number },
  uid: string,
  upload: Buffer,
): Promise<void> {
  const { event } = await managedEvent(writes, school, actor, uid)
  const target = {
    policy: uploadedImagePolicy(COVER_FIELD),
    ...COVER_SIZE,
    ownerUid: event.uid,
    kind: 'cover',
  }
  await replaceImage(storage, school, EVENT_IMAGES, target, upload, (url) =>
    writes.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ url: events.coverUrl })
        .from(events)
        .where(eq(events.id, event.id))
        .for('update')
      await tx
        .update(events)
        .set({ coverUrl: url, updatedAt: new Date() })
        .where(eq(events.id, event.id))
      await auditIfNotCreator(tx, origin, event, 'event.update', { fields: ['cover'] })
      return row?.url ?? null
    }),
  )
}

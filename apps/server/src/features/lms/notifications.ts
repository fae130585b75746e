import type { AnyNotificationKind } from '../../platform/notification-kinds.ts'

/** Spec 3's academic keys, raised by the sync (track lms-sync). */
export const academicNotificationKinds: AnyNotificationKind[] = []

import './outbox-messages.ts'
import { and, eq } from 'drizzle-orm'
import { userRoles } from '../../platform/db/policies-schema.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    club_requested: { clubId: string; clubName: string }
    club_request_decided: {
      clubId: string
      clubName: string
      approved: boolean
      note: string | null
    }
  }
}

/**
 * Decision 030: a requested club tells the school's admins, and their answer tells the
 * student who asked. Spec 3 has no setting for either, so no preference switches them
 * off: in-app always, never email, not offered (as moderation's notices, decision 024).
 */
export const clubRequestNotificationKinds = [
  notificationKind({
    type: 'club_requested',
    category: 'general',
    setting: 'clubRequests',
    always: true,
    text: (actor, payload) => `${actor} asked for a new club: ${payload.clubName}`,
    link: () => '/admin/clubs?status=pending',
    batchKey: () => null,
    raisedBy: {
      message: 'club.requested',
      async recipients({ payload }, { tx, school }) {
        const admins = await tx
          .select({ userId: userRoles.userId })
          .from(userRoles)
          .where(and(eq(userRoles.schoolId, school.id), eq(userRoles.role, 'school_admin')))
        return admins.map(({ userId }) => ({
          userId,
          actorId: payload.requesterId,
          payload: { clubId: payload.clubUid, clubName: payload.clubName },
        }))
      },
    },
  }),
  notificationKind({
    type: 'club_request_decided',
    category: 'general',
    setting: 'clubRequests',
    always: true,
    text: (_actor, payload) => {
      const said = payload.note ? `: “${payload.note}”` : ''
      return payload.approved
        ? `Your club ${payload.clubName} was approved${said}`
        : `Your request for ${payload.clubName} was declined${said}`
    },
    // Spec 2 club section, `_` for "no hub"; a declined club is gone, so no link.
    link: (_uid, payload) => (payload.approved ? `/_/_/clubs/${payload.clubId}` : null),
    batchKey: () => null,
    raisedBy: {
      message: 'club.request_decided',
      recipients: async ({ payload }) => [
        {
          userId: payload.requesterId,
          actorId: payload.actorId,
          payload: {
            clubId: payload.clubUid,
            clubName: payload.clubName,
            approved: payload.approved,
            note: payload.note,
          },
        },
      ],
    },
  }),
]

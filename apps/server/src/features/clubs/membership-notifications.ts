import './outbox-messages.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import { membersOf, officerGroup, officersHearOf, text } from './club-members.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    club_join_requested: { clubId: string; clubName: string }
    club_join_decided: { clubId: string; clubName: string; approved: boolean }
    club_announcement: { clubId: string; clubName: string; subject: string; body: string }
  }
}

// Spec 2 club section, `_` for "no hub" (the club's about page).
const clubLink = (payload: { clubId?: unknown }) => `/_/_/clubs/${text(payload.clubId)}`

/** Decision 031: requests to join a closed club, their outcome, and messages to all members. */
export const membershipNotificationKinds = [
  // Spec 3 `groups.officer.newMemberRequiresValidation`: each officer, as their setting allows.
  notificationKind({
    type: 'club_join_requested',
    category: 'groups',
    setting: 'newMemberRequiresValidation',
    groupRole: 'officer',
    group: officerGroup,
    text: (actor, payload, count) =>
      count > 1
        ? `${actor} and ${String(count - 1)} more asked to join ${text(payload.clubName)}`
        : `${actor} asked to join ${text(payload.clubName)}`,
    link: (_uid, payload) => clubLink(payload),
    batchKey: (payload) => `club-requests:${text(payload.clubId)}`,
    raisedBy: {
      message: 'club.join_requested',
      recipients: officersHearOf,
    },
  }),
  // The answer to the student's own request: no spec 3 setting switches it off.
  notificationKind({
    type: 'club_join_decided',
    category: 'groups',
    setting: 'membership',
    always: true,
    text: (_actor, payload) =>
      payload.approved
        ? `Your request to join ${text(payload.clubName)} was approved`
        : `Your request to join ${text(payload.clubName)} was declined`,
    link: (_uid, payload) => clubLink(payload),
    batchKey: () => null,
    raisedBy: {
      message: 'club.join_decided',
      recipients: async ({ payload }) => [
        {
          userId: payload.userId,
          actorId: payload.actorId,
          payload: {
            clubId: payload.clubUid,
            clubName: payload.clubName,
            approved: payload.approved,
          },
        },
      ],
    },
  }),
  // Spec 3 `groups.member.postsOnNews`: club news to each member, as their settings allow.
  notificationKind({
    type: 'club_announcement',
    category: 'groups',
    setting: 'postsOnNews',
    groupRole: 'member',
    group: (payload) => ({
      id: text(payload.clubId),
      name: text(payload.clubName),
      role: 'member',
    }),
    // One line in the bell and the email's subject; the body follows (plain text).
    text: (actor, payload) =>
      `${actor} to ${text(payload.clubName)}: ${text(payload.subject)} — ${text(payload.body)}`,
    link: (_uid, payload) => clubLink(payload),
    batchKey: () => null,
    raisedBy: {
      message: 'club.announced',
      async recipients({ payload }, { tx }) {
        const members = await membersOf(tx, payload.clubId, undefined, payload.senderId)
        return members.map((userId) => ({
          userId,
          actorId: payload.senderId,
          payload: {
            clubId: payload.clubUid,
            clubName: payload.clubName,
            subject: payload.subject,
            body: payload.body,
          },
        }))
      },
    },
  }),
]

import './outbox-messages.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import { officerGroup, officersHearOf, text } from './club-members.ts'
import { membershipNotificationKinds } from './membership-notifications.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    club_member_joined: { clubId: string; clubName: string }
  }
}

/**
 * `groups.officer.newMember` (spec 3): every officer of the club hears of a new member,
 * as their own setting for that club allows (issue 7).
 */
export const clubNotificationKinds = [
  notificationKind({
    type: 'club_member_joined',
    category: 'groups',
    setting: 'newMember',
    groupRole: 'officer',
    group: officerGroup,
    text: (actor, payload, count) =>
      count > 1
        ? `${actor} and ${String(count - 1)} more joined ${text(payload.clubName)}`
        : `${actor} joined ${text(payload.clubName)}`,
    // Spec 2 club section, `_` for "no hub" (the club's about page).
    link: (_uid, payload) => `/_/_/clubs/${text(payload.clubId)}`,
    // A busy week of sign-ups folds into one unread item per club.
    batchKey: (payload) => `club-members:${text(payload.clubId)}`,
    raisedBy: {
      message: 'club.member_joined',
      recipients: officersHearOf,
    },
  }),
  ...membershipNotificationKinds,
]

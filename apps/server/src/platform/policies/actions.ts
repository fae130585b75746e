import type { SchoolRole } from '@quad/shared'

/**
 * The one vocabulary of privileged actions (issue 13 item 6, decision 024). Each names
 * the school roles it is granted to and what it does, for the 403's sentence. Rules
 * that depend on a membership (a club's officers may update their club) are added by
 * the feature that owns the membership (`Policies.allow`), never listed here.
 */
export const ACTIONS = {
  'report.list': { roles: ['moderator', 'school_admin'], does: 'see reports' },
  'report.act': { roles: ['moderator', 'school_admin'], does: 'act on reports' },
  'audit.read': { roles: ['school_admin'], does: 'read the audit log' },
  'overview.read': { roles: ['school_admin'], does: "see the school's activity" },
  'role.assign': { roles: ['school_admin'], does: "change people's roles" },
  'club.update': { roles: ['school_admin'], does: 'change this club' },
  'people.manage': { roles: ['school_admin'], does: "manage the school's people" },
  'club.create': { roles: ['school_admin'], does: 'create clubs' },
  'club.approve': { roles: ['school_admin'], does: 'approve or decline requested clubs' },
  'club.archive': { roles: ['school_admin'], does: 'archive or restore clubs' },
  // Decision 031: each widened by a rule of the clubs feature (its officers, its members).
  'club.view_members': { roles: ['school_admin'], does: "see this club's members" },
  'club.manage_members': { roles: ['school_admin'], does: "manage this club's members" },
  'club.appoint_officers': { roles: ['school_admin'], does: "change this club's officers" },
  'club.lock_officers': { roles: ['school_admin'], does: "lock this club's officers" },
  'school.update': { roles: ['school_admin'], does: "change the school's settings" },
  'people.invite': { roles: ['school_admin'], does: 'invite people' },
  'people.reset_password': { roles: ['school_admin'], does: 'send password-reset links' },
  // Issue 15: school events; a club's events are its officers' too (a rule of the events
  // feature), and a member may propose one for their officers to publish.
  'event.create': { roles: ['staff', 'school_admin'], does: 'create school events' },
  'event.manage': { roles: ['school_admin'], does: 'change this event' },
  'event.check_in': { roles: ['school_admin'], does: 'check people in to this event' },
  // Issue 16: each widened by a rule of the feed feature (students when the school allows,
  // a club's officers, its members while its discussion is open).
  'feed.post_school': { roles: ['staff', 'school_admin'], does: 'post to the school feed' },
  'feed.post_news': { roles: ['school_admin'], does: "post this club's news" },
  'feed.post_discussion': { roles: ['school_admin'], does: "post in this club's discussion" },
  'feed.pin': { roles: ['school_admin'], does: 'pin posts here' },
  'feed.remove': {
    roles: ['moderator', 'school_admin'],
    does: "delete other people's posts and comments here",
  },
  // Issue 17: the LMS connection, school API keys for the student-records feed, the Pay link.
  'integrations.manage': {
    roles: ['school_admin'],
    does: "manage the school's connected systems",
  },
  // Issue 18: the school's single sign-on provider and SSO-only sign-in.
  'sso.manage': { roles: ['school_admin'], does: "manage the school's sign-in" },
} as const satisfies Record<string, { roles: readonly SchoolRole[]; does: string }>

export type Action = keyof typeof ACTIONS

export const isAction = (value: unknown): value is Action =>
  typeof value === 'string' && Object.hasOwn(ACTIONS, value)

const ROLE_NAMES: Record<SchoolRole, string> = {
  student: 'students',
  staff: 'staff',
  moderator: 'moderators',
  school_admin: 'school admins',
}

/** The 403's sentence: "Only moderators and school admins can see reports." */
export function refusal(action: Action): string {
  const names = ACTIONS[action].roles.map((role) => ROLE_NAMES[role])
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
  return `Only ${who ?? 'operators'} can ${ACTIONS[action].does}.`
}

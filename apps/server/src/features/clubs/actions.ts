import { defineActions } from '../../platform/policies/actions.ts'

/**
 * What the clubs feature guards (decisions 024, 030, 031), granted by role to school
 * admins; `club-policies.ts` widens the membership ones to a club's officers (update,
 * manage members, appoint officers while unlocked) and members (see the members).
 */
export const clubActions = defineActions({
  'club.create': { roles: ['school_admin'], does: 'create clubs' },
  'club.approve': { roles: ['school_admin'], does: 'approve or decline requested clubs' },
  'club.archive': { roles: ['school_admin'], does: 'archive or restore clubs' },
  'club.update': { roles: ['school_admin'], does: 'change this club' },
  'club.view_members': { roles: ['school_admin'], does: "see this club's members" },
  'club.manage_members': { roles: ['school_admin'], does: "manage this club's members" },
  'club.appoint_officers': { roles: ['school_admin'], does: "change this club's officers" },
  'club.lock_officers': { roles: ['school_admin'], does: "lock this club's officers" },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    clubs: typeof clubActions
  }
}

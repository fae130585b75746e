import { defineActions } from '../../platform/policies/actions.ts'

/**
 * What the school's attendance report guards (issue 37 item 5, decision 111): student-life
 * staff and school admins see attendance across clubs. A club's own report is its officers'
 * (`club.manage_members`).
 */
export const attendanceActions = defineActions({
  'attendance.read_school': {
    roles: ['staff', 'school_admin'],
    does: "see the school's attendance per term, club by club",
  },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    attendance: typeof attendanceActions
  }
}

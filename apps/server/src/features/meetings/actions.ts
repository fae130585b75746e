import { defineActions } from '../../platform/policies/actions.ts'

/**
 * What the meetings feature guards (issue 36 item 6): publishing slots (office hours) is
 * for the school's staff and admins by role, and for club officers by `meeting-policies.ts`;
 * booking stays open to every student.
 */
export const meetingActions = defineActions({
  'meeting.publish': {
    roles: ['staff', 'school_admin'],
    alsoWho: 'club officers',
    does: 'publish meeting slots',
  },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    meetings: typeof meetingActions
  }
}

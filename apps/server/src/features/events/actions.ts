import { defineActions } from '../../platform/policies/actions.ts'

/**
 * What the events feature guards (issue 15, decision 034). `event-policies.ts` widens
 * each to a club's officers for their club's events, and `event.manage` and
 * `event.check_in` to the staff member who created a school event; a club's member may
 * still propose one for its officers to publish.
 */
export const eventActions = defineActions({
  'event.create': { roles: ['staff', 'school_admin'], does: 'create school events' },
  'event.manage': { roles: ['school_admin'], does: 'change this event' },
  'event.check_in': { roles: ['school_admin'], does: 'check people in to this event' },
  'event.approve': {
    roles: ['staff', 'school_admin'],
    does: 'approve club events, or return them to their officers',
  },
  'event.approval_rule': {
    roles: ['school_admin'],
    does: 'require staff approval of club events',
  },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    events: typeof eventActions
  }
}

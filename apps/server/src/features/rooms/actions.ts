import { defineActions } from '../../platform/policies/actions.ts'

/** What the rooms feature guards (decision 105): the school's list of rooms. */
export const roomActions = defineActions({
  'room.manage': {
    roles: ['staff', 'school_admin'],
    does: "add, change and archive the school's rooms",
  },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    rooms: typeof roomActions
  }
}

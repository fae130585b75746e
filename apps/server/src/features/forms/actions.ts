import { defineActions } from '../../platform/policies/actions.ts'

/**
 * What the forms feature guards (decision 110). A club's forms are its officers' (the
 * clubs feature's `club.manage_members`); the school's own forms are staff work.
 */
export const formActions = defineActions({
  'form.manage_school': {
    roles: ['staff', 'school_admin'],
    does: "build the school's own forms and surveys and read their answers",
  },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    forms: typeof formActions
  }
}

import { defineActions } from '../../platform/policies/actions.ts'

/** What the admin console's People calls guard (issue 14 item 2, decision 028). */
export const peopleActions = defineActions({
  'people.manage': { roles: ['school_admin'], does: "manage the school's people" },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    people: typeof peopleActions
  }
}

import { defineActions } from '../../platform/policies/actions.ts'

/** What the admin console's School page guards (decision 027). */
export const schoolActions = defineActions({
  'school.update': { roles: ['school_admin'], does: "change the school's settings" },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    schools: typeof schoolActions
  }
}

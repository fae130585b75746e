import { defineActions } from '../../platform/policies/actions.ts'

/** What the badges feature guards (decision 100): the school's badge definitions. */
export const badgeActions = defineActions({
  'badge.manage': { roles: ['school_admin'], does: "define and archive the school's badges" },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    badges: typeof badgeActions
  }
}

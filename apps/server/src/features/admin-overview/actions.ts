import { defineActions } from '../../platform/policies/actions.ts'

/** What the admin console's overview guards (decision 033). */
export const overviewActions = defineActions({
  'overview.read': { roles: ['school_admin'], does: "see the school's activity" },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    'admin-overview': typeof overviewActions
  }
}

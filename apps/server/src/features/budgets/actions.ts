import { defineActions } from '../../platform/policies/actions.ts'

/**
 * What the budgets feature guards (decision 109). A club's own requests are its officers'
 * (the clubs feature's `club.manage_members`); reviewing every club's is staff work.
 */
export const budgetActions = defineActions({
  'budget.review': {
    roles: ['staff', 'school_admin'],
    does: "review clubs' budget requests",
  },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    budgets: typeof budgetActions
  }
}

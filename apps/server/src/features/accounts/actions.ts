import { defineActions } from '../../platform/policies/actions.ts'

/**
 * What the accounts feature's admin calls guard (issue 14, decision 029): named
 * `people.*` with the People page they serve, declared here beside their routes.
 */
export const accountActions = defineActions({
  'people.invite': { roles: ['school_admin'], does: 'invite people' },
  'people.reset_password': { roles: ['school_admin'], does: 'send password-reset links' },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    accounts: typeof accountActions
  }
}

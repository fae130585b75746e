import { defineActions } from '../../platform/policies/actions.ts'

/** What the single sign-on settings guard (issue 18 item 1): the provider, SSO-only sign-in. */
export const ssoActions = defineActions({
  'sso.manage': { roles: ['school_admin'], does: "manage the school's sign-in" },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    sso: typeof ssoActions
  }
}

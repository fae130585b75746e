import { defineActions } from '../../platform/policies/actions.ts'

/**
 * What the notifications feature guards: the development file outbox holds every email of
 * a school — password-reset and invitation links included — so only the people who run the
 * school read it (issue 30 security 1).
 */
export const notificationActions = defineActions({
  'outbox.read': {
    roles: ['staff', 'school_admin'],
    does: "read this school's development outbox",
  },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    notifications: typeof notificationActions
  }
}

import { defineActions } from '../../platform/policies/actions.ts'

/**
 * What the chat feature guards (decision 092): a club's channels. `channel-policies` widens
 * it to the club's officers for their club (`clubOfficersRule`).
 */
export const chatActions = defineActions({
  'chat.channel.manage': {
    roles: ['school_admin'],
    does: "create, rename and archive this club's channels, and set who posts",
  },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    chat: typeof chatActions
  }
}

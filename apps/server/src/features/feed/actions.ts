import { defineActions } from '../../platform/policies/actions.ts'

/**
 * What the feed feature guards (issue 16). `feed-policies.ts` widens each: students post
 * to the school feed when the school allows, a club's officers post its news, pin and
 * remove in it, and its members post in its discussion while it is open.
 */
export const feedActions = defineActions({
  'feed.post_school': { roles: ['staff', 'school_admin'], does: 'post to the school feed' },
  'feed.post_news': { roles: ['school_admin'], does: "post this club's news" },
  'feed.post_discussion': { roles: ['school_admin'], does: "post in this club's discussion" },
  'feed.pin': { roles: ['school_admin'], does: 'pin posts here' },
  'feed.remove': {
    roles: ['moderator', 'school_admin'],
    does: "delete other people's posts and comments here",
  },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    feed: typeof feedActions
  }
}

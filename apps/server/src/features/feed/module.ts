import { defineModule } from '../../platform/module.ts'
import { feedClubTabs } from './club-tabs.ts'
import { feedMediaRoute } from './feed-images.ts'
import { allowFeedRules } from './feed-policies.ts'
import { feedReadRoutes } from './feed.routes.ts'
import { postWriteRoutes } from './post-write.routes.ts'
import './events.ts'

/**
 * The feed (issue 16): posts in the school feed and each club's news, discussion and
 * forum; images, polls and mentions; likes and comments with one level of replies; the
 * home feed; reports that hide a post after the school's threshold; live counts.
 */
export const feedModule = defineModule({
  name: 'feed',
  register: (app, ctx) => {
    allowFeedRules(ctx.policies, ctx.database.db)
    feedReadRoutes(app, ctx)
    postWriteRoutes(app, ctx)
    feedMediaRoute(app, ctx.database.db, ctx.storage)
  },
  clubTabs: feedClubTabs,
})

import { contribute } from '../../platform/extension-points.ts'
import { defineModule } from '../../platform/module.ts'
import { clubTabPoint } from '../clubs/index.ts'
import { feedActions } from './actions.ts'
import { subjectReportRoute } from '../../platform/reports/report-route.ts'
import { feedClubTabs } from './club-tabs.ts'
import { feedMediaRoute } from './feed-images.ts'
import { allowFeedRules } from './feed-policies.ts'
import { commentRoutes } from './comments.routes.ts'
import { feedLiveSubscribers, feedRealtime } from './feed-live.ts'
import { feedNotificationKinds } from './feed-notifications.ts'
import { feedReadRoutes } from './feed.routes.ts'
import { feedModerationKinds } from './moderation-notifications.ts'
import { postWriteRoutes } from './post-write.routes.ts'
import { feedReportRoutes, feedReportSubjects } from './report-subjects.ts'
import { likeRoutes } from './likes.routes.ts'
import { feedPersonalData } from './personal-data.ts'
import { schoolFanout } from './school-fanout.ts'
import './outbox-messages.ts'
import { searchSourcePoint } from '../search/index.ts'
import { commentSearch, postSearch } from './feed-search.ts'

/**
 * The feed (issue 16): posts in the school feed and each club's news, discussion and
 * forum; images, polls and mentions; likes and comments with one level of replies; the
 * home feed; reports that hide a post after the school's threshold; live counts.
 */
export const feedModule = defineModule({
  name: 'feed',
  actions: feedActions,
  register: (app, ctx) => {
    allowFeedRules(ctx.policies, ctx.database.db)
    feedReadRoutes(app, ctx)
    postWriteRoutes(app, ctx)
    feedMediaRoute(app, ctx.database.db, ctx.storage)
    const reports = feedReportRoutes(ctx.outbox)
    subjectReportRoute(app, ctx.database, {
      url: '/api/v1/feed/posts/:uid/reports',
      tag: 'feed',
      ...reports.post,
    })
    subjectReportRoute(app, ctx.database, {
      url: '/api/v1/feed/comments/:uid/reports',
      tag: 'feed',
      ...reports.comment,
    })
    commentRoutes(app, ctx)
    likeRoutes(app, ctx)
  },
  notificationKinds: [...feedNotificationKinds, ...feedModerationKinds],
  reportSubjects: ({ outbox }) => feedReportSubjects(outbox),
  subscribers: (ctx) => [schoolFanout(ctx), ...feedLiveSubscribers(ctx)],
  contributes: [
    ...feedClubTabs.map((tab) => contribute(clubTabPoint, tab)),
    contribute(searchSourcePoint, postSearch),
    contribute(searchSourcePoint, commentSearch),
  ],
  realtime: ({ database }) => feedRealtime(database.db),
  personalData: feedPersonalData,
})

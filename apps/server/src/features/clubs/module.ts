import { defineModule } from '../../platform/module.ts'
import { clubActions } from './actions.ts'
import { allowClubRules } from './club-policies.ts'
import { clubNotificationKinds } from './notifications.ts'
import { clubRoutes } from './clubs.routes.ts'
import { clubAdminRoutes } from './club-admin.routes.ts'
import { clubEditRoutes } from './club-edit.routes.ts'
import { clubRequestNotificationKinds } from './request-notifications.ts'
import { clubGroupSource } from './group-source.ts'
import { memberRoutes } from './members.routes.ts'
import { handoverRoutes } from './handover.routes.ts'
import { clubJobs } from './jobs.ts'
import { subjectReportRoute } from '../../platform/reports/report-route.ts'
import { clubReportSubject, findReportedClub, REPORTED_CLUB } from './report-subject.ts'
import { clubsPersonalData } from './personal-data.ts'
import { contribute } from '../../platform/extension-points.ts'
import { listingPoint } from '../directory/index.ts'
import { clubsListing } from './listing-definition.ts'
import { searchSourcePoint } from '../search/index.ts'
import { clubSearch } from './club-search.ts'

/** Clubs and memberships; clubs are a group source of the notification matrix and profiles. */
export const clubsModule = defineModule({
  name: 'clubs',
  section: 'clubs',
  actions: clubActions,
  register(app, ctx) {
    clubRoutes(app, ctx)
    clubAdminRoutes(app, ctx)
    clubEditRoutes(app, ctx)
    memberRoutes(app, ctx.database, ctx.outbox, ctx.policies)
    handoverRoutes(app, ctx)
    allowClubRules(ctx.policies, ctx.database.db)
    subjectReportRoute(app, ctx.database, {
      url: '/api/v1/clubs/:uid/reports',
      tag: 'clubs',
      subjectType: REPORTED_CLUB,
      noun: 'Club',
      find: findReportedClub,
    })
  },
  reportSubjects: (ctx) => [clubReportSubject(ctx.database.db, ctx.realtime)],
  groupSource: clubGroupSource,
  notificationKinds: [...clubNotificationKinds, ...clubRequestNotificationKinds],
  personalData: clubsPersonalData,
  jobs: clubJobs,
  contributes: [contribute(listingPoint, clubsListing), contribute(searchSourcePoint, clubSearch)],
})

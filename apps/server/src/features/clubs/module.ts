import { defineModule } from '../../platform/module.ts'
import { clubOfficersRule } from './club-policies.ts'
import { clubNotificationKinds } from './notifications.ts'
import { clubRoutes } from './clubs.routes.ts'
import { clubGroupSource } from './group-source.ts'
import { subjectReportRoute } from '../../platform/reports/report-route.ts'
import { clubReportSubject, findReportedClub, REPORTED_CLUB } from './report-subject.ts'

/** Clubs and memberships; clubs are a group source of the notification matrix and profiles. */
export const clubsModule = defineModule({
  name: 'clubs',
  register(app, { database, events, policies }) {
    clubRoutes(app, database, events)
    policies.allow('club.update', clubOfficersRule(database.db))
    subjectReportRoute(app, database, {
      url: '/api/v1/clubs/:uid/reports',
      tag: 'clubs',
      subjectType: REPORTED_CLUB,
      noun: 'Club',
      find: findReportedClub,
    })
  },
  reportSubjects: () => [clubReportSubject],
  groupSource: clubGroupSource,
  notificationKinds: clubNotificationKinds,
})

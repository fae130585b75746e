import { defineModule } from '../../platform/module.ts'
import { profilePersonalData } from './personal-data.ts'
import { photoRoutes } from './photo.routes.ts'
import { experienceRoutes } from './experiences.routes.ts'
import { profileRoutes } from './profiles.routes.ts'
import { subjectReportRoute } from '../../platform/reports/report-route.ts'
import { findReportedProfile, profileReportSubject, REPORTED_PROFILE } from './report-subject.ts'

/** Profile cards, the owner's profile, photos and experience entries. */
export const profilesModule = defineModule({
  name: 'profiles',
  register(app, ctx) {
    profileRoutes(app, ctx)
    photoRoutes(app, ctx)
    experienceRoutes(app, ctx)
    subjectReportRoute(app, ctx.database, {
      url: '/api/v1/profiles/:uid/reports',
      tag: 'profiles',
      subjectType: REPORTED_PROFILE,
      noun: 'Profile',
      find: findReportedProfile,
    })
  },
  reportSubjects: (ctx) => [profileReportSubject(ctx.database.db, ctx.realtime)],
  personalData: [profilePersonalData],
})

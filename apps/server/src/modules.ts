import type { FeatureModule } from './platform/module.ts'
import { adminOverviewModule } from './features/admin-overview/module.ts'
import { accountsModule } from './features/accounts/module.ts'
import { chatModule } from './features/chat/module.ts'
import { clubsModule } from './features/clubs/module.ts'
import { connectionsModule } from './features/connections/module.ts'
import { badgesModule } from './features/badges/module.ts'
import { transcriptModule } from './features/transcript/module.ts'
import { eventsModule } from './features/events/module.ts'
import { roomsModule } from './features/rooms/module.ts'
import { electionsModule } from './features/elections/module.ts'
import { formsModule } from './features/forms/module.ts'
import { attendanceModule } from './features/attendance/module.ts'
import { budgetsModule } from './features/budgets/module.ts'
import { feedModule } from './features/feed/module.ts'
import { financesModule } from './features/finances/module.ts'
import { lmsModule } from './features/lms/module.ts'
import { scheduleModule } from './features/schedule/module.ts'
import { studentRecordsModule } from './features/student-records/module.ts'
import { directoryModule } from './features/directory/module.ts'
import { mediaModule } from './features/media/module.ts'
import { moderationModule } from './features/moderation/module.ts'
import { meetingsModule } from './features/meetings/module.ts'
import { peopleModule } from './features/people/module.ts'
import { notificationsModule } from './features/notifications/module.ts'
import { profilesModule } from './features/profiles/module.ts'
import { schoolsModule } from './features/schools/module.ts'
import { ssoModule } from './features/sso/module.ts'
import { secondFactorModule } from './features/second-factor/module.ts'
import { devicesModule } from './features/devices/module.ts'
import { recordsModule } from './features/records/module.ts'
import { dataExportModule } from './features/data-export/module.ts'
import { accountDeletionModule } from './features/account-deletion/module.ts'
import { searchModule } from './features/search/module.ts'
import { developmentModule } from './features/development/module.ts'

/**
 * Quad's features, registered in this order (issue 13 item 1). Adding a feature is one
 * line here and its tables in `db/schema/index.ts` (ARCHITECTURE.md "How to add a feature").
 */
export const modules: readonly FeatureModule[] = [
  schoolsModule,
  profilesModule,
  directoryModule,
  connectionsModule,
  chatModule,
  notificationsModule,
  clubsModule,
  mediaModule,
  moderationModule,
  meetingsModule,
  peopleModule,
  adminOverviewModule,
  accountsModule,
  eventsModule,
  roomsModule,
  electionsModule,
  budgetsModule,
  formsModule,
  attendanceModule,
  badgesModule,
  transcriptModule,
  feedModule,
  lmsModule,
  studentRecordsModule,
  scheduleModule,
  financesModule,
  ssoModule,
  secondFactorModule,
  devicesModule,
  recordsModule,
  dataExportModule,
  accountDeletionModule,
  searchModule,
  developmentModule,
]

/**
 * Every table, for drizzle-kit (issue 13 item 2): the platform's own (schools, users,
 * sessions, secrets, stored files) and one file per feature. A new feature adds its
 * file here.
 */
export * from '../../platform/db/schema.ts'
export * from '../../platform/db/policies-schema.ts'
export * from './accounts.ts'
export * from './chat.ts'
export * from './clubs.ts'
export * from './connections.ts'
export * from './meetings.ts'
export * from './notifications.ts'
export * from './profiles.ts'
export * from '../../platform/db/integrations-schema.ts'
export * from '../../platform/db/outbox-schema.ts'
export * from './people.ts'
export * from '../../platform/db/activity-schema.ts'
export * from './rooms.ts'
export * from './events.ts'
export * from './calendar.ts'
export * from './feed.ts'
export * from './lms.ts'
export * from './student-records.ts'
export * from './account-security.ts'
export * from './admin-overview.ts'
export * from './development.ts'
export * from './badges.ts'
export * from './transcript.ts'

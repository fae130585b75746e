import { eq } from 'drizzle-orm'
import {
  canonicalTimeZone,
  NOTIFICATION_DEFAULT_KEYS,
  type NotificationDefaults,
  type SchoolAdmin,
  type SchoolAdminPatch,
} from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { schools } from '../../platform/db/schema.ts'
import { notFound } from '../../platform/errors.ts'
import { asSchool, type School } from '../../platform/tenancy/schools.service.ts'
import { switchesFor } from '../notifications/index.ts'

type SchoolRow = typeof schools.$inferSelect

/** Everything the admin console's School page edits (issue 14 item 1). */
export function presentSchoolAdmin(school: School): SchoolAdmin {
  return {
    name: school.name,
    top_bar_bg_color: school.topBarBgColor,
    logo_url: school.logoUrl,
    favicon_url: school.faviconUrl,
    connect: school.connectEnabled,
    sections: school.sections,
    nav_bar: school.navBar,
    time_zone: school.timeZone,
    menu_links: school.menuLinks,
    hubs: school.hubs,
    profile_visibility_defaults: school.profileVisibilityDefaults,
    chat: {
      read_receipts: school.chat.readReceipts,
      typing_indicators: school.chat.typingIndicators,
      group_limit: school.chat.groupLimit,
    },
    feed: {
      students_post: school.feed.studentsPost,
      report_threshold: school.feed.reportThreshold,
    },
    // Every key with the switches in force, so the admin sees what students start with.
    notification_defaults: Object.fromEntries(
      NOTIFICATION_DEFAULT_KEYS.map((key) => [
        key,
        switchesFor(key, school.notifications.defaults, {}),
      ]),
    ),
    notify_by_email: school.notifications.email,
    deleted_content: school.deletion.content,
    deletion_grace_days: school.deletion.graceDays,
  }
}

/** The row's columns a patch sets: only the fields it names. */
function columnsOf(patch: SchoolAdminPatch, row: SchoolRow): Partial<SchoolRow> {
  const set: Partial<SchoolRow> = {}
  if (patch.name !== undefined) set.name = patch.name
  if (patch.top_bar_bg_color !== undefined) {
    set.topBarBgColor = patch.top_bar_bg_color.toLowerCase()
  }
  if (patch.connect !== undefined) set.connectEnabled = patch.connect
  if (patch.sections) set.sections = { ...row.sections, ...patch.sections }
  if (patch.nav_bar) set.navBar = patch.nav_bar
  // Canonical, so a device in the same zone compares equal and shows no label.
  if (patch.time_zone !== undefined) set.timeZone = canonicalTimeZone(patch.time_zone)
  if (patch.menu_links) set.menuLinks = patch.menu_links
  if (patch.hubs) set.hubs = patch.hubs
  if (patch.profile_visibility_defaults) {
    set.profileVisibilityDefaults = patch.profile_visibility_defaults
  }
  if (patch.chat?.read_receipts !== undefined) set.chatReadReceipts = patch.chat.read_receipts
  if (patch.chat?.typing_indicators !== undefined) {
    set.chatTypingIndicators = patch.chat.typing_indicators
  }
  if (patch.chat?.group_limit !== undefined) set.chatGroupLimit = patch.chat.group_limit
  if (patch.feed?.students_post !== undefined) set.feedStudentsPost = patch.feed.students_post
  if (patch.feed?.report_threshold !== undefined) {
    set.feedReportThreshold = patch.feed.report_threshold
  }
  if (patch.notification_defaults) {
    set.notificationDefaults = mergeDefaults(row.notificationDefaults, patch.notification_defaults)
  }
  if (patch.notify_by_email !== undefined) set.notifyByEmail = patch.notify_by_email
  if (patch.deleted_content !== undefined) set.deletedContent = patch.deleted_content
  if (patch.deletion_grace_days !== undefined) set.deletionGraceDays = patch.deletion_grace_days
  return set
}

function mergeDefaults(
  stored: Record<string, Record<string, string>>,
  patch: NotificationDefaults,
): Record<string, Record<string, string>> {
  return { ...stored, ...(patch as Record<string, Record<string, string>>) }
}

/** What changed, column by column, old → new: the audit entry's details. */
function changesOf(row: SchoolRow, set: Partial<SchoolRow>): Record<string, unknown> {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const [column, value] of Object.entries(set)) {
    const before: unknown = row[column as keyof SchoolRow]
    if (JSON.stringify(before) !== JSON.stringify(value))
      changes[column] = { from: before, to: value }
  }
  return changes
}

/**
 * Applies an admin's patch in one transaction with its audit entry (`school.update`),
 * and answers the school as it now is. A patch that changes nothing writes nothing.
 */
export async function updateSchool(
  db: Db,
  origin: AuditOrigin,
  schoolId: number,
  patch: SchoolAdminPatch,
): Promise<{ school: School; changed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, schoolId)
    const set = columnsOf(patch, row)
    const changes = changesOf(row, set)
    if (Object.keys(changes).length === 0) return { school: asSchool(row), changed: false }
    const [updated] = await tx.update(schools).set(set).where(eq(schools.id, schoolId)).returning()
    if (!updated) throw notFound('School')
    await audit(tx, origin, {
      schoolId,
      action: 'school.update',
      subjectType: 'school',
      subjectId: schoolId,
      details: { changes },
    })
    return { school: asSchool(updated), changed: true }
  })
}

export async function lockedRow(tx: DbOrTx, schoolId: number): Promise<SchoolRow> {
  const [row] = await tx.select().from(schools).where(eq(schools.id, schoolId)).for('update')
  if (!row) throw notFound('School')
  return row
}

import { and, eq, inArray } from 'drizzle-orm'
import { LmsProviderName } from '@quad/shared'
import { lmsAccounts, lmsEnrollments, lmsNotices, lmsSubmissions } from '../../db/schema/lms.ts'
import { integrationCredentials, syncSources } from '../../platform/db/integrations-schema.ts'
import { lastSync } from '../../platform/integrations/sync.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'
import { academicCopyOf } from './personal-data-queries.ts'
import { LMS_SYNC_SOURCE, LMS_TOKEN_CREDENTIAL } from './names.ts'

/**
 * The student's LMS grant (issue 17, decision 048): which provider, since when, whether
 * it still works, when it last synced. Never the tokens: they are a credential
 * (decision 026) and would let whoever holds the ZIP read the student's LMS.
 */
const lmsConnection: PersonalDataPart = {
  name: 'lms-connection',
  describes: {
    what:
      'Your connection to the school’s learning system (Canvas): when you connected, whether ' +
      'it still works and when it last synced; the access it granted is stored encrypted',
    kept: 'Until you disconnect or delete your account',
  },
  async export(db, subject) {
    const [account] = await db
      .select()
      .from(lmsAccounts)
      .where(
        and(eq(lmsAccounts.userId, subject.userId), eq(lmsAccounts.schoolId, subject.school.id)),
      )
    const sync = await lastSync(db, {
      schoolId: subject.school.id,
      userId: subject.userId,
      source: LMS_SYNC_SOURCE,
    })
    const iso = (at: Date | null | undefined) => at?.toISOString() ?? null
    return {
      records: {
        connection: account
          ? {
              provider: account.provider,
              lmsUserId: account.externalUserId,
              status: account.revokedAt ? 'revoked' : 'connected',
              connectedAt: account.connectedAt.toISOString(),
              revokedAt: iso(account.revokedAt),
              revokedReason: account.revokedReason,
            }
          : null,
        sync: sync
          ? {
              lastStartedAt: iso(sync.lastStartedAt),
              lastSyncedAt: iso(sync.lastSucceededAt),
              lastFailedAt: iso(sync.lastFailedAt),
            }
          : null,
      },
    }
  },
  // The tokens go with the grant, whatever the school's policy: they are purely the
  // student's. The grant row first: a token refresh holds it (`lms-tokens.ts`), so the
  // erase waits for a refresh under way, then deletes the tokens it stored; a later one
  // finds no grant. Without the row the sweep (jobs.ts) never queues the student again.
  async erase(tx, subject) {
    const { userId } = subject
    const schoolId = subject.school.id
    await tx
      .delete(lmsAccounts)
      .where(and(eq(lmsAccounts.userId, userId), eq(lmsAccounts.schoolId, schoolId)))
    await tx
      .delete(integrationCredentials)
      .where(
        and(
          eq(integrationCredentials.schoolId, schoolId),
          eq(integrationCredentials.ownerUserId, userId),
          inArray(integrationCredentials.provider, LmsProviderName.options),
          eq(integrationCredentials.name, LMS_TOKEN_CREDENTIAL),
        ),
      )
    await tx
      .delete(syncSources)
      .where(
        and(
          eq(syncSources.schoolId, schoolId),
          eq(syncSources.scopeUserId, userId),
          eq(syncSources.source, LMS_SYNC_SOURCE),
        ),
      )
  },
}

/**
 * What the sync copied for the student: their courses and grades, their submissions,
 * the announcements of their courses and the notices Quad sent them about these.
 */
const lmsCourses: PersonalDataPart = {
  name: 'lms-courses',
  describes: {
    what:
      'Your courses, grades and submission states copied from the learning system, its ' +
      'announcements in your courses, and which of these Quad told you about',
    kept: 'Until the next sync changes them, you disconnect, or you delete your account',
  },
  async export(db, subject) {
    return { records: await academicCopyOf(db, subject.school.id, subject.userId) }
  },
  // Courses, assignments and announcements are the LMS's, shared by every student who
  // sees them (db/schema/lms.ts): only the rows that are this student's go.
  async erase(tx, subject) {
    const { userId } = subject
    const schoolId = subject.school.id
    await tx
      .delete(lmsNotices)
      .where(and(eq(lmsNotices.userId, userId), eq(lmsNotices.schoolId, schoolId)))
    await tx
      .delete(lmsSubmissions)
      .where(and(eq(lmsSubmissions.userId, userId), eq(lmsSubmissions.schoolId, schoolId)))
    await tx
      .delete(lmsEnrollments)
      .where(and(eq(lmsEnrollments.userId, userId), eq(lmsEnrollments.schoolId, schoolId)))
  },
}

/** What the LMS feature keeps about a student (issue 18 item 4). */
export const lmsPersonalData: PersonalDataPart[] = [lmsConnection, lmsCourses]

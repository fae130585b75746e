import type { LmsTokens } from './lms-provider.ts'

/*
 * What the LMS feature's parts agree on (issue 17): the credential names (decision 026),
 * the sync job's name and payload.
 */

/** The school's developer key secret: credential `{provider}/developer-key`, `{clientSecret}`. */
export const LMS_KEY_CREDENTIAL = 'developer-key'
export interface StoredDeveloperKey {
  clientSecret: string
}

/** A student's tokens: credential `{provider}/oauth` of the student, an `LmsTokens`. */
export const LMS_TOKEN_CREDENTIAL = 'oauth'
export type StoredLmsTokens = LmsTokens

/** One student's sync (incremental); queued at connect and on a schedule. */
export const LMS_SYNC_JOB = 'lms.sync-student'
export interface LmsSyncPayload {
  schoolId: number
  userId: number
}

/** The sync record's source name (`integrations.sync`, scoped to the student). */
export const LMS_SYNC_SOURCE = 'lms'

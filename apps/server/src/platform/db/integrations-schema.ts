import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { bytea, schools, users } from './schema.ts'

/**
 * Tables of the integrations boundary (issue 13 item 8, decision 026): what the LMS,
 * student-records and calendar connections of issues 15 and 17 build on.
 */

/**
 * A school's or a student's secret for one provider (a Canvas developer key, a student's
 * OAuth tokens), AES-256-GCM encrypted; the plaintext is never stored. `owner_user_id`
 * null means the school owns it.
 */
export const integrationCredentials = pgTable(
  'integration_credentials',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }),
    name: text('name').notNull(),
    ciphertext: bytea('ciphertext').notNull(),
    iv: bytea('iv').notNull(),
    tag: bytea('tag').notNull(),
    /** Which key sealed it (`keys.ts`): old keys still open their rows after a rotation. */
    keyId: text('key_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('integration_credentials_ref_uq')
      .on(t.schoolId, t.provider, t.ownerUserId, t.name)
      .nullsNotDistinct(),
    index('integration_credentials_key_idx').on(t.keyId),
    foreignKey({
      name: 'integration_credentials_owner_school_fk',
      columns: [t.ownerUserId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * The local row an outside system's id stands for (a SIS term or section, a Canvas
 * course), per school and source: re-imports find the same local id.
 */
export const externalRefs = pgTable(
  'external_refs',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    kind: text('kind').notNull(),
    externalId: text('external_id').notNull(),
    localId: bigint('local_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('external_refs_key_uq').on(t.schoolId, t.source, t.kind, t.externalId),
    index('external_refs_local_idx').on(t.schoolId, t.kind, t.localId),
  ],
)

/**
 * When a source last synced, per school and scope (the school, or one student for a
 * per-student source such as Canvas), with its cursor and counts.
 */
export const syncSources = pgTable(
  'sync_sources',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** Null: the whole school's source; else the student the sync runs for. */
    scopeUserId: bigint('scope_user_id', { mode: 'number' }),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
    lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The source's own resume point (an etag, a `since`, a page link). */
    cursor: jsonb('cursor'),
    itemsSeen: integer('items_seen').notNull().default(0),
    itemsChanged: integer('items_changed').notNull().default(0),
  },
  (t) => [
    unique('sync_sources_key_uq').on(t.schoolId, t.source, t.scopeUserId).nullsNotDistinct(),
    foreignKey({
      name: 'sync_sources_user_school_fk',
      columns: [t.scopeUserId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * The current version of a revocable signed link's subject (a student's calendar feed):
 * bumping it makes every link signed with an older version fail (`signed-links.ts`).
 */
export const linkVersions = pgTable(
  'link_versions',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('link_versions_key_uq').on(t.schoolId, t.purpose, t.subject)],
)

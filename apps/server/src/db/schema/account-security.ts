import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { schools, users } from '../../platform/db/schema.ts'

/*
 * Issue 18: signing in the way schools do (single sign-on), the second factor, and the
 * student's own data (exports). Secrets are credentials (decision 026), never columns:
 * an OIDC client secret and a SAML service provider's private key are the school's
 * credentials `sso/client-secret` and `sso/sp-key`; a student's TOTP secret is their own
 * credential `totp/secret`.
 */

/**
 * A school's identity provider: one per school. `config` holds the protocol's public
 * settings (an OIDC issuer and client id; a SAML IdP's entry point, entity id and signing
 * certificates), as the shared `SsoSettings` contract describes them.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** 'oidc' or 'saml'. */
    protocol: text('protocol').notNull(),
    /** What the login page's button says: "Sign in with {displayName}". */
    displayName: text('display_name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    /** Claim or attribute names for name, email, account type and graduation year. */
    attributeMap: jsonb('attribute_map')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Whether an unknown but verified email gets an account just in time. */
    createAccounts: boolean('create_accounts').notNull().default(true),
    /** The account type of an account created just in time when no attribute says. */
    defaultAccountType: text('default_account_type').notNull().default('student'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_providers_school_idx').on(t.schoolId),
    check('sso_providers_protocol_check', sql`${t.protocol} in ('oidc', 'saml')`),
  ],
)

/** Which account an identity provider's subject (`sub`, SAML NameID) is. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.subject] }),
    index('sso_identities_user_idx').on(t.userId),
    foreignKey({
      name: 'sso_identities_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * Single-use values of a sign-in round trip, shared by every instance: an OIDC state (its
 * nonce and PKCE verifier in `value`), a SAML request id awaited as `InResponseTo`, a SAML
 * assertion id already accepted (a replay finds it). `kind` names which; rows past
 * `expires_at` are swept.
 */
export const ssoOnce = pgTable(
  'sso_once',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.kind, t.key] }),
    index('sso_once_expiry_idx').on(t.expiresAt),
  ],
)

/**
 * A student's TOTP second factor (RFC 6238): present once confirmed with a first code.
 * `last_step` is the last time step accepted, so a code is never accepted twice.
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull(),
    /** Null while set up but not yet confirmed with a code. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
    /**
     * Codes tried at sign-in since `code_attempts_since`, whatever the route or address: one
     * counter per account (issue 30 security 3), so a window of a minute allows 10 guesses.
     */
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeAttemptsSince: timestamp('code_attempts_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'second_factors_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/** Recovery codes of a second factor: SHA-256 only, each used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.codeHash] }),
    foreignKey({
      name: 'recovery_codes_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

/**
 * A student's export of everything Quad holds about them (issue 18 item 4), built by a
 * job: `progress` 0-100 while running; the ZIP is a stored file (`file_key`) until
 * `expires_at`, then swept.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** queued, running, ready, failed, expired. */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_expiry_idx').on(t.expiresAt),
    check(
      'data_exports_status_check',
      sql`${t.status} in ('queued', 'running', 'ready', 'failed', 'expired')`,
    ),
    check('data_exports_progress_check', sql`${t.progress} between 0 and 100`),
    foreignKey({
      name: 'data_exports_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../../platform/db/schema.ts'

/**
 * Single-use account links (issue 14, decision 029): an invitation, a password reset or an
 * email change. Only the SHA-256 of the random 256-bit token is stored, so a leaked table
 * opens nothing. A link is consumed by one conditional update (`used_at is null` and not
 * expired): two clicks never both succeed.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    schoolId: integer('school_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The address an email change moves to (purpose `email_change` only). */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expiry_idx').on(t.expiresAt),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('invite', 'reset', 'email_change')`),
    check(
      'account_tokens_new_email_check',
      sql`(${t.purpose} = 'email_change') = (${t.newEmail} is not null)`,
    ),
    foreignKey({
      name: 'account_tokens_user_school_fk',
      columns: [t.userId, t.schoolId],
      foreignColumns: [users.id, users.schoolId],
    }).onDelete('cascade'),
  ],
)

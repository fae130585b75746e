import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { users } from '../../platform/db/schema.ts'
import { clubs } from './clubs.ts'

/**
 * A club's officer election (issue 37 item 2, decision 108). Candidates stand until
 * `voting_opens_at`; the members at `eligible_at` who still are members vote until
 * `voting_closes_at`; an officer confirms the result (`confirmed_at`) or calls it off.
 */
export const clubElections = pgTable(
  'club_elections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    clubId: bigint('club_id', { mode: 'number' }).notNull(),
    schoolId: integer('school_id').notNull(),
    title: text('title').notNull(),
    eligibleAt: timestamp('eligible_at', { withTimezone: true }).notNull(),
    votingOpensAt: timestamp('voting_opens_at', { withTimezone: true }).notNull(),
    votingClosesAt: timestamp('voting_closes_at', { withTimezone: true }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('club_elections_club_idx').on(t.clubId, t.votingOpensAt),
    check(
      'club_elections_dates_check',
      sql`${t.eligibleAt} <= ${t.votingOpensAt} and ${t.votingOpensAt} < ${t.votingClosesAt}`,
    ),
    foreignKey({
      name: 'club_elections_club_school_fk',
      columns: [t.clubId, t.schoolId],
      foreignColumns: [clubs.id, clubs.schoolId],
    }).onDelete('cascade'),
  ],
)

/** A position elected (President, Treasurer), in the order the officers gave. */
export const clubElectionPositions = pgTable(
  'club_election_positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    electionId: bigint('election_id', { mode: 'number' })
      .notNull()
      .references(() => clubElections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /**
     * The candidate elected, kept at confirmation (the counts may change later: an erased
     * account takes its candidacy with it); among a tie, the one the confirmer chose.
     */
    electedId: bigint('elected_id', { mode: 'number' }),
  },
  (t) => [unique('club_election_positions_order_uq').on(t.electionId, t.sortOrder)],
)

/**
 * Who stands for which position (one position per person per election) and, as a count
 * only, the votes they received: no row anywhere says who gave them (the secret ballot).
 */
export const clubElectionCandidates = pgTable(
  'club_election_candidates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    electionId: bigint('election_id', { mode: 'number' })
      .notNull()
      .references(() => clubElections.id, { onDelete: 'cascade' }),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => clubElectionPositions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statement: text('statement').notNull().default(''),
    /** The officer who nominated them; null when they stood themselves (or that officer left). */
    nominatedBy: bigint('nominated_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    votes: integer('votes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('club_election_candidates_person_uq').on(t.electionId, t.userId),
    index('club_election_candidates_position_idx').on(t.positionId),
    index('club_election_candidates_user_idx').on(t.userId),
    check('club_election_candidates_votes_check', sql`${t.votes} >= 0`),
  ],
)

/**
 * Who has voted in an election: one row each, so a second ballot is refused. It holds no
 * choice and no time, so it cannot be matched to the counts (decision 108).
 */
export const clubElectionVoters = pgTable(
  'club_election_voters',
  {
    electionId: bigint('election_id', { mode: 'number' })
      .notNull()
      .references(() => clubElections.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.electionId, t.userId] }),
    index('club_election_voters_user_idx').on(t.userId),
  ],
)

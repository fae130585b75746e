import { and, count, desc, eq, lte } from 'drizzle-orm'
import type { ElectionPhase } from '@quad/shared'
import { clubMemberships } from '../../db/schema/clubs.ts'
import { clubElections } from '../../db/schema/elections.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { conflict, notFound } from '../../platform/errors.ts'

/** An election as its services read it. */
export interface ElectionRow {
  id: number
  uid: string
  clubId: number
  title: string
  eligibleAt: Date
  votingOpensAt: Date
  votingClosesAt: Date
  confirmedAt: Date | null
  cancelledAt: Date | null
}

const columns = {
  id: clubElections.id,
  uid: clubElections.uid,
  clubId: clubElections.clubId,
  title: clubElections.title,
  eligibleAt: clubElections.eligibleAt,
  votingOpensAt: clubElections.votingOpensAt,
  votingClosesAt: clubElections.votingClosesAt,
  confirmedAt: clubElections.confirmedAt,
  cancelledAt: clubElections.cancelledAt,
}

/**
 * The club's election of that public id (else a 404); `lock` holds it for the
 * transaction, so two confirmations (or a confirmation and a call-off) take turns.
 */
export async function findElection(
  tx: DbOrTx,
  clubId: number,
  uid: string,
  lock = false,
): Promise<ElectionRow> {
  const query = tx
    .select(columns)
    .from(clubElections)
    .where(and(eq(clubElections.clubId, clubId), eq(clubElections.uid, uid)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('Election')
  return row
}

/** The club's elections, newest vote first. */
export function electionsOfClub(tx: DbOrTx, clubId: number): Promise<ElectionRow[]> {
  return tx
    .select(columns)
    .from(clubElections)
    .where(eq(clubElections.clubId, clubId))
    .orderBy(desc(clubElections.votingOpensAt), desc(clubElections.id))
}

/** Where the election stands at `now`: by what was done to it, else by its dates. */
export function phaseOf(row: ElectionRow, now: Date): ElectionPhase {
  if (row.cancelledAt) return 'cancelled'
  if (row.confirmedAt) return 'confirmed'
  if (now < row.votingOpensAt) return 'nominating'
  if (now < row.votingClosesAt) return 'voting'
  return 'closed'
}

const PHASE_REFUSALS: Record<ElectionPhase, string> = {
  nominating: 'Voting has not opened yet.',
  voting: 'Voting is still open.',
  closed: 'Voting has closed.',
  confirmed: 'This election’s result is already confirmed.',
  cancelled: 'This election was called off.',
}

/** 409 unless the election is in the phase an action needs, saying where it stands. */
export function requirePhase(row: ElectionRow, now: Date, wanted: ElectionPhase): void {
  const phase = phaseOf(row, now)
  if (phase !== wanted) throw conflict(PHASE_REFUSALS[phase])
}

/**
 * Who may vote: the club's members (officers too) who had joined by the cut-off and are
 * still members (one who rejoined since counts from the new date).
 */
export const eligibleVoter = (row: Pick<ElectionRow, 'clubId' | 'eligibleAt'>) =>
  and(eq(clubMemberships.clubId, row.clubId), lte(clubMemberships.joinedAt, row.eligibleAt))

export async function isEligible(tx: DbOrTx, row: ElectionRow, userId: number): Promise<boolean> {
  const [found] = await tx
    .select({ userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(and(eligibleVoter(row), eq(clubMemberships.userId, userId)))
  return found !== undefined
}

export async function eligibleCount(tx: DbOrTx, row: ElectionRow): Promise<number> {
  const [found] = await tx.select({ n: count() }).from(clubMemberships).where(eligibleVoter(row))
  return found?.n ?? 0
}

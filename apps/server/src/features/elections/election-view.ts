import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Candidate, Election, ElectionPosition, ElectionSummary } from '@quad/shared'
import { shownPhotoUrl } from '../profiles/index.ts'
import {
  clubElectionCandidates,
  clubElectionPositions,
  clubElectionVoters,
} from '../../db/schema/elections.ts'
import { clubMemberships } from '../../db/schema/clubs.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import type { ClubRow } from '../clubs/index.ts'
import { eligibleCount, eligibleVoter, phaseOf, type ElectionRow } from './election-rows.ts'

/** Who reads the election: their votes, candidacy and rights are part of the answer. */
export interface ElectionViewer {
  userId: number
  canManage: boolean
}

export function electionSummary(row: ElectionRow, now: Date): ElectionSummary {
  return {
    id: row.uid,
    title: row.title,
    phase: phaseOf(row, now),
    eligibleAt: row.eligibleAt.toISOString(),
    votingOpensAt: row.votingOpensAt.toISOString(),
    votingClosesAt: row.votingClosesAt.toISOString(),
  }
}

/** A position's candidates as stored, with their owners' ids (the view drops them). */
export interface CandidateRow {
  id: number
  uid: string
  positionId: number
  userId: number
  personUid: string
  firstName: string
  lastName: string
  photoUrl: string | null
  statement: string
  nominatedBy: number | null
  votes: number
}

export function candidatesOf(tx: DbOrTx, electionId: number): Promise<CandidateRow[]> {
  return tx
    .select({
      id: clubElectionCandidates.id,
      uid: clubElectionCandidates.uid,
      positionId: clubElectionCandidates.positionId,
      userId: clubElectionCandidates.userId,
      personUid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: shownPhotoUrl,
      statement: clubElectionCandidates.statement,
      nominatedBy: clubElectionCandidates.nominatedBy,
      votes: clubElectionCandidates.votes,
    })
    .from(clubElectionCandidates)
    .innerJoin(users, eq(users.id, clubElectionCandidates.userId))
    .where(eq(clubElectionCandidates.electionId, electionId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(clubElectionCandidates.id))
}

export interface PositionRow {
  id: number
  uid: string
  title: string
  electedId: number | null
}

export function positionsOf(tx: DbOrTx, electionId: number): Promise<PositionRow[]> {
  return tx
    .select({
      id: clubElectionPositions.id,
      uid: clubElectionPositions.uid,
      title: clubElectionPositions.title,
      electedId: clubElectionPositions.electedId,
    })
    .from(clubElectionPositions)
    .where(eq(clubElectionPositions.electionId, electionId))
    .orderBy(asc(clubElectionPositions.sortOrder))
}

/**
 * The candidates with the most votes (two or more: a tie); none when nobody stood. A
 * position's counts are only read once voting has closed.
 */
export function leadersOf(candidates: readonly CandidateRow[]): CandidateRow[] {
  const most = Math.max(...candidates.map((candidate) => candidate.votes))
  return candidates.filter((candidate) => candidate.votes === most)
}

/** The viewer's place in the election, in one query: a member now, eligible, has voted. */
function viewerStanding(tx: DbOrTx, row: ElectionRow, userId: number) {
  const ofViewer = eq(clubMemberships.userId, userId)
  return tx
    .select({
      member: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(clubMemberships)
        .where(and(eq(clubMemberships.clubId, row.clubId), ofViewer))})`,
      eligible: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(clubMemberships)
        .where(and(eligibleVoter(row), ofViewer))})`,
      voted: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(clubElectionVoters)
        .where(
          and(eq(clubElectionVoters.electionId, row.id), eq(clubElectionVoters.userId, userId)),
        )})`,
    })
    .from(users)
    .where(eq(users.id, userId))
}

/**
 * `GET …/elections/{electionId}`: the positions and their candidates; the counts and
 * leaders only once voting has closed (nobody, officers included, sees a count before).
 */
export async function electionView(
  tx: DbOrTx,
  club: ClubRow,
  row: ElectionRow,
  viewer: ElectionViewer,
  now = new Date(),
): Promise<Election> {
  const phase = phaseOf(row, now)
  const counted = phase === 'closed' || phase === 'confirmed'
  // In turn: `tx` may be a transaction, whose one connection runs one query at a time (pg 9).
  const positions = await positionsOf(tx, row.id)
  const candidates = await candidatesOf(tx, row.id)
  const eligible = await eligibleCount(tx, row)
  const [standing] = await viewerStanding(tx, row, viewer.userId)
  const [votedCount] = await tx
    .select({ n: count() })
    .from(clubElectionVoters)
    // Of those who may vote now (one who voted and left counts no more, as in `eligible`).
    .innerJoin(
      clubMemberships,
      and(eq(clubMemberships.userId, clubElectionVoters.userId), eligibleVoter(row)),
    )
    .where(eq(clubElectionVoters.electionId, row.id))
  const present = (candidate: CandidateRow): Candidate => ({
    id: candidate.uid,
    uid: candidate.personUid,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    photoUrl: candidate.photoUrl,
    statement: candidate.statement,
    selfNominated: candidate.nominatedBy === null || candidate.nominatedBy === candidate.userId,
    votes: counted ? candidate.votes : null,
  })
  const own = candidates.find((candidate) => candidate.userId === viewer.userId)
  return {
    ...electionSummary(row, now),
    clubId: club.uid,
    clubName: club.name,
    positions: positions.map((position): ElectionPosition => {
      const standing = candidates.filter((candidate) => candidate.positionId === position.id)
      // Confirmed: the one kept as elected (gone if their account was erased since).
      const elected = standing.find((candidate) => candidate.id === position.electedId)
      const tied = leadersOf(standing).length > 1
      const leaders = !counted
        ? []
        : phase === 'confirmed'
          ? [elected].filter((c): c is CandidateRow => c !== undefined)
          : leadersOf(standing)
      return {
        id: position.uid,
        title: position.title,
        candidates: standing.map(present),
        leaders: leaders.map((candidate) => candidate.uid),
        tieChosen: phase === 'confirmed' && tied ? (elected?.uid ?? null) : null,
      }
    }),
    eligibleCount: eligible,
    votedCount: votedCount?.n ?? 0,
    viewer: {
      member: standing?.member ?? false,
      eligible: standing?.eligible ?? false,
      voted: standing?.voted ?? false,
      candidacy: own
        ? {
            positionId: positions.find((position) => position.id === own.positionId)?.uid ?? '',
            candidateId: own.uid,
          }
        : null,
      canManage: viewer.canManage,
    },
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  }
}

import { asc, eq } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import {
  clubElectionCandidates,
  clubElectionPositions,
  clubElections,
  clubElectionVoters,
} from '../../db/schema/elections.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'

/**
 * The student's candidacies (with their statements) and the elections they voted in.
 * Whom they voted for is not stored anywhere (decision 108), so no export can hold it, and
 * a deleted account's votes stay in the counts, which name no one.
 */
const electionsPart: PersonalDataPart = {
  name: 'club-elections',
  describes: {
    what: 'The club elections you stood in, with your statements, and the elections you voted in (never whom you voted for: that is not stored)',
    kept: 'Until the club or your account is deleted',
  },
  async export(db, subject) {
    const stood = await db
      .select({
        club: clubs.name,
        election: clubElections.title,
        position: clubElectionPositions.title,
        statement: clubElectionCandidates.statement,
        at: clubElectionCandidates.createdAt,
      })
      .from(clubElectionCandidates)
      .innerJoin(clubElections, eq(clubElections.id, clubElectionCandidates.electionId))
      .innerJoin(
        clubElectionPositions,
        eq(clubElectionPositions.id, clubElectionCandidates.positionId),
      )
      .innerJoin(clubs, eq(clubs.id, clubElections.clubId))
      .where(eq(clubElectionCandidates.userId, subject.userId))
      .orderBy(asc(clubElectionCandidates.createdAt))
    const voted = await db
      .select({ club: clubs.name, election: clubElections.title })
      .from(clubElectionVoters)
      .innerJoin(clubElections, eq(clubElections.id, clubElectionVoters.electionId))
      .innerJoin(clubs, eq(clubs.id, clubElections.clubId))
      .where(eq(clubElectionVoters.userId, subject.userId))
      .orderBy(asc(clubElections.votingOpensAt))
    return {
      records: {
        candidacies: stood.map((row) => ({ ...row, at: row.at.toISOString() })),
        votedIn: voted,
      },
    }
  },
  async erase(tx, subject) {
    await tx.delete(clubElectionCandidates).where(eq(clubElectionCandidates.userId, subject.userId))
    await tx.delete(clubElectionVoters).where(eq(clubElectionVoters.userId, subject.userId))
  },
}

/** What the elections feature keeps about a student. */
export const electionsPersonalData: PersonalDataPart[] = [electionsPart]

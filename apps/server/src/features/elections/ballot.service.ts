import { eq, inArray, sql } from 'drizzle-orm'
import type { BallotBody } from '@quad/shared'
import { clubElectionCandidates, clubElectionVoters } from '../../db/schema/elections.ts'
import { conflict, fieldError, forbidden } from '../../platform/errors.ts'
import { isEligible, requirePhase } from './election-rows.ts'
import { candidatesOf, positionsOf } from './election-view.ts'
import { electionInClub, type ElectionRequest } from './elections.service.ts'

/**
 * `POST …/elections/{electionId}/ballot` while voting is open, by a member at the
 * cut-off who still is one: at most one candidate per position, once per election.
 *
 * The secret ballot (decision 108): the voter's row says only that they voted, with no
 * time; each choice adds one to its candidate's count, and every candidate row of the
 * election is rewritten with it (so the rows' transaction stamps say nothing either). Nothing stored, logged, audited or
 * answered joins the two, so nobody (officers, staff, the school's admins) can tell who
 * voted for whom; the answer is a bare 204.
 */
export function castBallot(
  request: ElectionRequest,
  electionUid: string,
  body: BallotBody,
  clock: () => Date = () => new Date(),
): Promise<void> {
  const { deps } = request
  const voter = deps.origin.actorId
  return deps.db.transaction(async (tx) => {
    const { row } = await electionInClub(tx, request, electionUid)
    // Read once the club's lock is held: a ballot queued behind others counts only in time.
    requirePhase(row, clock(), 'voting')
    if (!(await isEligible(tx, row, voter))) {
      throw forbidden('Only those who were members of the club by the cut-off date may vote.')
    }
    const positions = await positionsOf(tx, row.id)
    const candidates = await candidatesOf(tx, row.id)
    const seen = new Set<string>()
    const chosen = body.choices.map((choice, i) => {
      const at = `body.choices.${String(i)}`
      const position = positions.find((p) => p.uid === choice.positionId)
      if (!position) throw fieldError(`${at}.positionId`, 'is not a position of this election')
      if (seen.has(position.uid)) throw fieldError(`${at}.positionId`, 'is chosen twice')
      seen.add(position.uid)
      const candidate = candidates.find(
        (c) => c.uid === choice.candidateId && c.positionId === position.id,
      )
      if (!candidate) throw fieldError(`${at}.candidateId`, `does not stand for ${position.title}`)
      return candidate.id
    })
    const [recorded] = await tx
      .insert(clubElectionVoters)
      .values({ electionId: row.id, userId: voter })
      .onConflictDoNothing()
      .returning({ userId: clubElectionVoters.userId })
    if (!recorded) throw conflict('You have already voted in this election.')
    // Every candidate row of the election is written, chosen or not: each then carries
    // this transaction's id (xmin), so no row's stamp tells which ones this voter chose.
    await tx
      .update(clubElectionCandidates)
      .set({
        votes: sql`${clubElectionCandidates.votes} + (case when ${inArray(clubElectionCandidates.id, chosen)} then 1 else 0 end)`,
      })
      .where(eq(clubElectionCandidates.electionId, row.id))
  })
}

import { and, eq } from 'drizzle-orm'
import type { CandidacyBody } from '@quad/shared'
import { clubElectionCandidates, clubElectionPositions } from '../../db/schema/elections.ts'
import { findUserByUid } from '../../platform/auth/sessions.service.ts'
import { users } from '../../platform/db/schema.ts'
import { isUniqueViolation } from '../../platform/db/error-codes.ts'
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts'
import { auditClub, clubRoleOf, requireOfficerChange } from '../clubs/index.ts'
import { requirePhase } from './election-rows.ts'
import { electionView } from './election-view.ts'
import { electionInClub, type ElectionRequest } from './elections.service.ts'

/**
 * `POST …/elections/{electionId}/candidates`, until voting opens: a member stands (no
 * `nominee`), or one who may change the officers nominates a member. One position per
 * person per election. Audited when an officer nominates someone else.
 */
export function nominate(
  request: ElectionRequest,
  electionUid: string,
  body: CandidacyBody,
  now = new Date(),
) {
  const { deps } = request
  return deps.db.transaction(async (tx) => {
    const { club, row } = await electionInClub(tx, request, electionUid)
    requirePhase(row, now, 'nominating')
    const [position] = await tx
      .select({ id: clubElectionPositions.id, title: clubElectionPositions.title })
      .from(clubElectionPositions)
      .where(
        and(
          eq(clubElectionPositions.electionId, row.id),
          eq(clubElectionPositions.uid, body.positionId),
        ),
      )
    if (!position) throw fieldError('body.positionId', 'is not a position of this election')
    const self = deps.origin.actorId
    let userId = self
    if (body.nominee !== undefined) {
      const person = await findUserByUid(tx, deps.school, body.nominee)
      if (!person) throw fieldError('body.nominee', 'is not a member of this club')
      userId = person.id
    }
    if (userId !== self) requireOfficerChange(request.mayManage)
    if ((await clubRoleOf(tx, deps.school, userId, club.uid)) === null) {
      if (userId === self) throw forbidden('Only the club’s members may stand.')
      throw fieldError('body.nominee', 'is not a member of this club')
    }
    try {
      await tx.insert(clubElectionCandidates).values({
        electionId: row.id,
        positionId: position.id,
        userId,
        statement: body.statement,
        nominatedBy: userId === self ? null : self,
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      throw conflict(
        userId === self
          ? 'You already stand in this election: withdraw first to stand for another position.'
          : 'They already stand in this election.',
      )
    }
    if (userId !== self) {
      await auditClub(tx, deps, club, 'club.election_nominate', {
        election: row.uid,
        position: position.title,
        nominee: body.nominee,
      })
    }
    return electionView(tx, club, row, { userId: self, canManage: request.mayManage }, now)
  })
}

/**
 * `DELETE …/elections/{electionId}/candidates/{candidateId}`, until voting opens: the
 * candidate withdraws, or one who may change the officers removes them (audited).
 */
export function withdraw(
  request: ElectionRequest,
  electionUid: string,
  candidateUid: string,
  now = new Date(),
) {
  const { deps } = request
  return deps.db.transaction(async (tx) => {
    const { club, row } = await electionInClub(tx, request, electionUid)
    const [candidate] = await tx
      .select({
        id: clubElectionCandidates.id,
        userId: clubElectionCandidates.userId,
        personUid: users.uid,
      })
      .from(clubElectionCandidates)
      .innerJoin(users, eq(users.id, clubElectionCandidates.userId))
      .where(
        and(
          eq(clubElectionCandidates.electionId, row.id),
          eq(clubElectionCandidates.uid, candidateUid),
        ),
      )
    if (!candidate) throw notFound('Candidate')
    const own = candidate.userId === deps.origin.actorId
    if (!own) requireOfficerChange(request.mayManage)
    requirePhase(row, now, 'nominating')
    await tx.delete(clubElectionCandidates).where(eq(clubElectionCandidates.id, candidate.id))
    if (!own) {
      await auditClub(tx, deps, club, 'club.election_withdraw', {
        election: row.uid,
        candidate: candidate.personUid,
      })
    }
  })
}

import { eq } from 'drizzle-orm'
import type { ConfirmElectionBody } from '@quad/shared'
import { clubElectionPositions, clubElections } from '../../db/schema/elections.ts'
import { badRequest, conflict, fieldError } from '../../platform/errors.ts'
import { auditClub, clubRoleOf, requireOfficerChange, setRole } from '../clubs/index.ts'
import { requirePhase } from './election-rows.ts'
import { candidatesOf, electionView, leadersOf, positionsOf } from './election-view.ts'
import { electionInClub, type ElectionRequest } from './elections.service.ts'
import { fullName } from '../../platform/text/person-name.ts'

/**
 * `POST …/elections/{electionId}/confirm`, once voting has closed, by one who may change
 * the club's officers: each position's winner becomes an officer (those already officers
 * stay so). A tie is settled by the confirmer's choice among the tied, as the club's rules
 * say (a coin, a second round held elsewhere); a position nobody stood for elects no one.
 * One transaction, one audit entry naming who was elected to what. The officers who were
 * not re-elected keep their role: the hand-over (decision 104) ends it on a date.
 */
export function confirmElection(
  request: ElectionRequest,
  electionUid: string,
  body: ConfirmElectionBody,
  now = new Date(),
) {
  const { deps } = request
  requireOfficerChange(request.mayManage)
  return deps.db.transaction(async (tx) => {
    const { club, row } = await electionInClub(tx, request, electionUid, true)
    requirePhase(row, now, 'closed')
    const positions = await positionsOf(tx, row.id)
    const candidates = await candidatesOf(tx, row.id)
    body.ties.forEach((tie, i) => {
      const position = positions.find((p) => p.uid === tie.positionId)
      if (!position) {
        throw fieldError(`body.ties.${String(i)}.positionId`, 'is not a position of this election')
      }
      const leaders = leadersOf(candidates.filter((c) => c.positionId === position.id))
      if (leaders.length < 2) {
        throw fieldError(`body.ties.${String(i)}.positionId`, `${position.title} is not a tie`)
      }
      if (!leaders.some((c) => c.uid === tie.candidateId)) {
        throw fieldError(`body.ties.${String(i)}.candidateId`, 'is not one of those tied')
      }
    })
    const elected: { position: string; uid: string; name: string; userId: number }[] = []
    for (const position of positions) {
      const leaders = leadersOf(candidates.filter((c) => c.positionId === position.id))
      if (leaders.length === 0) continue
      const chosenUid = body.ties.find((tie) => tie.positionId === position.uid)?.candidateId
      const winner = leaders.length === 1 ? leaders[0] : leaders.find((c) => c.uid === chosenUid)
      if (!winner) {
        const names = leaders.map(fullName).join(', ')
        throw badRequest(`${position.title} is a tie: choose one of ${names}.`, [
          { path: 'body.ties', message: `choose who takes ${position.title}: ${names}` },
        ])
      }
      await tx
        .update(clubElectionPositions)
        .set({ electedId: winner.id })
        .where(eq(clubElectionPositions.id, position.id))
      elected.push({
        position: position.title,
        uid: winner.personUid,
        name: fullName(winner),
        userId: winner.userId,
      })
    }
    for (const winner of elected) {
      const role = (await clubRoleOf(tx, deps.school, winner.userId, club.uid))?.role ?? null
      if (role === null) {
        throw conflict(
          `${winner.name} is no longer a member of the club: add them back, or call the election off.`,
        )
      }
      if (role !== 'officer') {
        await setRole(tx, deps.outbox, deps.school, club, winner.userId, 'officer')
      }
    }
    await tx.update(clubElections).set({ confirmedAt: now }).where(eq(clubElections.id, row.id))
    await auditClub(tx, deps, club, 'club.election_confirm', {
      election: row.uid,
      elected: elected.map(({ position, uid }) => ({ position, uid })),
    })
    const confirmed = { ...row, confirmedAt: now }
    return electionView(tx, club, confirmed, { userId: deps.origin.actorId, canManage: true }, now)
  })
}
